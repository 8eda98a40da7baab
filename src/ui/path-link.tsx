import { useRouter } from '@tanstack/react-router';
import { type ComponentProps, type MouseEvent, useCallback } from 'react';

/**
 * A link to an app path given as text (`/appointment/42`, `/booking?returnTo=/calendar`), for screens
 * that lead to a route built elsewhere (the typed `Link` needs the route in this build's tree). A plain
 * tap moves inside the app without reloading; a modified click (new tab) is the browser's.
 */
export function PathLink({ href, onClick, ...rest }: ComponentProps<'a'> & { href: string }) {
  const open = usePathLinkClick();
  const go = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    open(e);
  };
  return <a href={href} onClick={go} {...rest} />;
}

/**
 * A PathLink's tap, for plain `<a href>` elements drawn in numbers (a table's rows): one handler for
 * them all, which goes to the tapped link's own path.
 */
export function usePathLinkClick(): (e: MouseEvent<HTMLAnchorElement>) => void {
  const router = useRouter();
  return useCallback(
    (e: MouseEvent<HTMLAnchorElement>) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      void router.navigate({ href: e.currentTarget.getAttribute('href') ?? '/' });
    },
    [router],
  );
}
