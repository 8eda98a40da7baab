import './app/mantine-styles.ts';
import './lib/after-react.ts';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AuthLayout } from './app/layouts/auth-layout.tsx';
import { AppMantineProvider } from './app/mantine-provider.tsx';
import { LoginDialog } from './features/auth/components/login-dialog.tsx';
import { landingPath } from './features/auth/model/sign-in.ts';
import { readSession, saveSession } from './lib/session.ts';

/**
 * Sign-in's entry (login.html, served for /login): a page of its own, built apart from the signed-in
 * app, so that a visitor's first load carries none of it (no router, query cache or database). Signing
 * in opens the page asked for (`?redirect=`) or the role's home as a new document.
 */
const back = new URLSearchParams(window.location.search).get('redirect') ?? undefined;
const session = readSession();
const root = document.getElementById('root');
if (session) {
  window.location.replace(landingPath(session.isManager, back));
} else if (root) {
  // As a transition, the first render is done in slices rather than one long task on a slow phone.
  startTransition(() =>
    createRoot(root).render(
      <AppMantineProvider>
        <AuthLayout>
          <LoginDialog
            onSignedIn={(verified) => {
              const signedIn = saveSession(verified);
              void navigator.storage?.persist?.().catch(() => false);
              window.location.replace(landingPath(signedIn.isManager, back));
            }}
          />
        </AuthLayout>
      </AppMantineProvider>,
    ),
  );
}
