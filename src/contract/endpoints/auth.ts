import * as z from 'zod/mini';
import { phoneDigits } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import {
  generateOtpRequest,
  generateOtpResponse,
  signInRecord,
  switchSalonRequest,
  verifiedSession,
  verifyOtpRequest,
} from '../staff.ts';

/** Sign-in, salon switch and logout (spec part 1 §7, part 2 "Salon switch"). */
export const authEndpoints = {
  signInByPhone: endpoint({
    method: 'GET',
    base: 'v1',
    path: '/staff/sign-in-by-phone/:phone',
    access: 'public',
    params: z.strictObject({ phone: phoneDigits }),
    response: z.array(signInRecord),
  }),
  generateOtp: endpoint({
    method: 'POST',
    base: 'v1',
    path: '/staff/generateOtp',
    access: 'public',
    body: generateOtpRequest,
    response: generateOtpResponse,
  }),
  verifyOtp: endpoint({
    method: 'POST',
    base: 'v1',
    path: '/staff/verifyOtp',
    access: 'public',
    body: verifyOtpRequest,
    response: verifiedSession,
  }),
  switchSalon: endpoint({
    method: 'POST',
    base: 'v1',
    path: '/staff/switchSalon',
    access: 'session',
    body: switchSalonRequest,
    response: verifiedSession,
  }),
  logout: endpoint({
    method: 'POST',
    base: 'v1',
    path: '/staff/logout',
    access: 'public',
    response: z.boolean(),
  }),
} as const;
