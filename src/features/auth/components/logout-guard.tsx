import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useOutbox } from '../../../offline/hooks.ts';
import { useLogout } from '../api/logout.ts';

const LogoutConfirm = lazy(() => import('./logout-confirm.tsx').then((m) => ({ default: m.LogoutConfirm })));

/** Renders `children(requestLogout)`; asks first when changes on this phone are not on the server yet. */
export function LogoutGuard({ children }: { children: (requestLogout: () => void) => ReactNode }) {
  const logout = useLogout();
  const unsent = useOutbox().length;
  const [asking, setAsking] = useState(false);
  const request = () => (unsent > 0 ? setAsking(true) : void logout());
  return (
    <>
      {children(request)}
      {asking && (
        <Suspense fallback={null}>
          <LogoutConfirm
            unsent={unsent}
            onStay={() => setAsking(false)}
            onLogout={() => {
              setAsking(false);
              void logout();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
