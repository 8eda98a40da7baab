import { useRouteContext } from '@tanstack/react-router';
import { todayIn } from './day.ts';
import { type ClientSession, readSession } from './session.ts';
import { deviceTimeZone } from './time-zone.ts';

/** The salon a signed-in screen works in. */
export interface SalonContext {
  id: number;
  /** The company name, or '' before the salon's information is on this phone. */
  name: string;
  /** The salon's IANA zone: its days and times are written in it (the device's until known). */
  timeZone: string;
}

export type Role = 'manager' | 'staff';

/**
 * What every signed-in screen starts from, handed down by the signed-in layout routes (`_app`,
 * `_manager`) as route context: the session, the salon with its zone, the salon's today and the role.
 */
export interface SignedIn {
  session: ClientSession;
  staffId: number;
  salon: SalonContext;
  /** The salon's today, YYYY-MM-DD, when the context was made (a screen's hook makes it again). */
  today: string;
  role: Role;
}

/** A manager's context: the `_manager` layout hands it to every manager screen. */
export type ManagerContext = SignedIn & { role: 'manager' };

export function signedInOf(session: ClientSession): SignedIn {
  const timeZone = session.salonInfo?.timezone ?? deviceTimeZone();
  return {
    session,
    staffId: session.staffId,
    salon: { id: session.shopId, name: session.salonInfo?.companyName ?? '', timeZone },
    today: todayIn(timeZone),
    role: session.isManager ? 'manager' : 'staff',
  };
}

/** The signed-in context from what this phone stores, or null when signed out (warm-ups, loaders). */
export function readSignedIn(): SignedIn | null {
  const session = readSession();
  return session ? signedInOf(session) : null;
}

export function isManager(context: SignedIn): context is ManagerContext {
  return context.role === 'manager';
}

/**
 * The signed-in context in a screen (any screen under the signed-in layout), with the salon's today
 * made again at each render: a screen left open past midnight moves on with the salon.
 */
export function useSignedIn(): SignedIn {
  const context = useRouteContext({ from: '/_app', select: (c) => c.signedIn });
  return { ...context, today: todayIn(context.salon.timeZone) };
}

/** The manager's context in a manager screen (under the `_manager` layout, which checked the role). */
export function useManager(): ManagerContext {
  const context = useRouteContext({ from: '/_app/_manager', select: (c) => c.manager });
  return { ...context, today: todayIn(context.salon.timeZone) };
}
