import { authEndpoints as endpoints } from '../../../contract/endpoints/auth.ts';
import { call } from '../../../lib/http.ts';

// Sign-in's three calls. The page is built apart from the signed-in app (login.html), without the
// query cache: nothing here is kept, and a second tap is held off by the form (useSingleFlight).

export const lookUpPhone = (phone: string) => call(endpoints.signInByPhone, { params: { phone } });

export const generateOtp = (body: { phone: string; shopId: number }) => call(endpoints.generateOtp, { body });

export const verifyOtp = (body: { staffId: number; verifyCode: string; shopId: number }) =>
  call(endpoints.verifyOtp, { body });
