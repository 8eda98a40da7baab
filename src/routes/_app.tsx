import { createFileRoute, Outlet, redirect, useMatches } from '@tanstack/react-router';
import { AdminLayout } from '../app/layouts/admin-layout.tsx';
import { readSession } from '../lib/session.ts';
import { signInHref } from '../lib/sign-in-href.ts';
import { signedInOf } from '../lib/signed-in.ts';
import { ScreenTitle } from '../ui/screen-title.tsx';

/**
 * Everything but /login and the public booking page needs a valid session; all of it in one frame.
 * Every screen below gets the signed-in context (`context.signedIn` in loaders, `useSignedIn()` in
 * screens): the session, the salon with its zone and today, the role.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => {
    const session = readSession();
    // Sign-in is a page of its own (login.html): a new document, not a route of this app.
    if (!session) throw redirect({ href: signInHref(location.href), reloadDocument: true, replace: true });
    return { signedIn: signedInOf(session) };
  },
  component: SignedInLayout,
});

/** The frame of the screen showing, with the title and header its route asks for. */
function SignedInLayout() {
  const screen = useMatches({ select: (matches) => matches[matches.length - 1]?.staticData });
  if (screen?.bare) return <Outlet />;
  return (
    <ScreenTitle fallback={screen?.title ?? ''}>
      {(title) => (
        <AdminLayout title={title} back={screen?.back ?? false} parent={screen?.parent}>
          <Outlet />
        </AdminLayout>
      )}
    </ScreenTitle>
  );
}
