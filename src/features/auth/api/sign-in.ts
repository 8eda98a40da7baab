import { useMutation } from '@tanstack/react-query';
import { authEndpoints as endpoints } from '../../../contract/endpoints/auth.ts';
import { call } from '../../../lib/http.ts';

export function useSignInLookup() {
  return useMutation({
    mutationFn: (phone: string) => call(endpoints.signInByPhone, { params: { phone } }),
  });
}

export function useGenerateOtp() {
  return useMutation({
    mutationFn: (body: { phone: string; shopId: number }) => call(endpoints.generateOtp, { body }),
  });
}

export function useVerifyOtp() {
  return useMutation({
    mutationFn: (body: { staffId: number; verifyCode: string; shopId: number }) =>
      call(endpoints.verifyOtp, { body }),
  });
}
