import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { authEndpoints as endpoints } from '../../../contract/endpoints/auth.ts';
import { call } from '../../../lib/http.ts';
import { clearSession, readSession } from '../../../lib/session.ts';
import { signInHref } from '../../../lib/sign-in-href.ts';
import { deleteScope, setActiveScope } from '../../../offline/db.ts';
import { stopSyncEngine } from '../../../offline/sync-engine.ts';

/**
 * Logout: ends the server session (best effort), deletes this scope's cached data, clears cookies and
 * storage, back to /login. The caller asks first when changes are still unsent.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const session = readSession();
    try {
      await call(endpoints.logout);
    } catch {
      // Offline or already signed out: the local session is cleared all the same.
    }
    stopSyncEngine();
    if (session)
      await deleteScope({ shopId: session.shopId, staffId: session.staffId }).catch(() => undefined);
    await setActiveScope(null).catch(() => undefined);
    clearSession();
    queryClient.clear();
    // Sign-in is a page of its own (login.html), opened as a new document.
    window.location.replace(signInHref());
  }, [queryClient]);
}
