import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { readSession } from '../lib/session.ts';

/** Everything but /login and the public booking page needs a valid session. */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => {
    if (!readSession()) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  component: Outlet,
});
