import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { endpoints } from '../../../contract/endpoints.ts';
import { call } from '../../../lib/http.ts';
import { clearSession } from '../../../lib/session.ts';

/** Logout: ends the server session (best effort), clears cookies, storage and cached data, back to /login. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await call(endpoints.logout);
    } catch {
      // Offline or already signed out: the local session is cleared all the same.
    }
    clearSession();
    queryClient.clear();
    await navigate({ to: '/login', search: {} });
  }, [queryClient, navigate]);
}
