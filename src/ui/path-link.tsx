import { useRouter } from '@tanstack/react-router';
import type { ComponentProps, MouseEvent } from 'react';

/**
 * A link to an app path given as text (`/appointment/42`, `/booking?returnTo=/calendar`), for screens
 * that lead to a route built elsewhere (the typed `Link` needs the route in this build's tree). A plain
 * tap moves inside the app without reloading; a modified click (new tab) is the browser's.
 */
export function PathLink({ href, onClick, ...rest }: ComponentProps<'a'> & { href: string }) {
  const router = useRouter();
  const go = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void router.navigate({ href });
  };
  return <a href={href} onClick={go} {...rest} />;
}
