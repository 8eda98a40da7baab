import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { AuthLayout } from '../app/layouts/auth-layout.tsx';
import { LoginDialog } from '../features/auth/components/login-dialog.tsx';
import { landingPath } from '../features/auth/model/sign-in.ts';
import { readSession, saveSession } from '../lib/session.ts';

const searchSchema = z.object({ redirect: z.catch(z.optional(z.string()), undefined) });

export const Route = createFileRoute('/login')({
  validateSearch: searchSchema,
  beforeLoad: ({ search }) => {
    const session = readSession();
    if (session) throw redirect({ href: landingPath(session.isManager, search.redirect), replace: true });
  },
  component: LoginPage,
});

function LoginPage() {
  const { redirect: back } = Route.useSearch();
  const router = useRouter();
  return (
    <AuthLayout>
      <LoginDialog
        onSignedIn={(verified) => {
          const session = saveSession(verified);
          void navigator.storage?.persist?.().catch(() => false);
          void router.navigate({ href: landingPath(session.isManager, back), replace: true });
        }}
      />
    </AuthLayout>
  );
}
