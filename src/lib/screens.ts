import type { QueryClient } from '@tanstack/react-query';
import type { LinkProps } from '@tanstack/react-router';
import type { ManagerContext } from './signed-in.ts';

/**
 * A manager screen as its feature declares it, beside its offline changes (`features/<area>/screens.ts`):
 * its menu entry and what of today it keeps on the phone. The manager menu and the manager's warm-up
 * read every feature's declarations (src/app/manager-screens.ts), so a new screen is one declaration,
 * not an edit of the menu and the warm-up.
 */
export interface ManagerScreen {
  /** The menu's label (spec part 1 §2 names the entries). */
  readonly label: string;
  /** The screen's route (a path that is not a route fails the type check). */
  readonly to: NonNullable<LinkProps['to']>;
  /**
   * Today's data of the screen, fetched after sign-in and each time the connection returns, once the
   * page is idle, so the screen opens offline without having been opened. Its code loads when it runs.
   */
  readonly warm?: (queryClient: QueryClient, manager: ManagerContext) => Promise<unknown>;
}

const BRAND = Symbol.for('chairside.manager-screen');

export function defineManagerScreen(screen: ManagerScreen): ManagerScreen {
  return Object.assign({ [BRAND]: true }, screen);
}

export function isManagerScreen(value: unknown): value is ManagerScreen {
  return typeof value === 'object' && value !== null && (value as { [BRAND]?: unknown })[BRAND] === true;
}
