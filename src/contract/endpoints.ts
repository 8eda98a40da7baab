import * as z from 'zod/mini';
import {
  appointmentDetail,
  appointmentIdParams,
  assignRequest,
  assignResponse,
  calendarItem,
  prolongRequest,
  staffDayQuery,
} from './appointment.ts';
import { phoneDigits } from './common.ts';
import { overview, overviewQuery } from './overview.ts';
import { scheduleDay, staffListItem } from './shop.ts';
import {
  generateOtpRequest,
  generateOtpResponse,
  signInRecord,
  switchSalonRequest,
  verifiedSession,
  verifyOtpRequest,
} from './staff.ts';

/** `v1` is `/api/v1` (spec paths without a leading slash), `api` is `/api` (spec paths with one). */
export type Base = 'v1' | 'api';
export const BASE_PATH: Record<Base, string> = { v1: '/api/v1', api: '/api' };

/** Who may call: anyone, any signed-in staff member, or a manager (positionName Admin). */
export type Access = 'public' | 'session' | 'manager';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

type Schema = z.core.$ZodType;

export interface Endpoint<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema = Schema,
> {
  method: Method;
  base: Base;
  /** Fastify-style path with `:name` parameters. */
  path: string;
  access: Access;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
}

function endpoint<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema = Schema,
>(e: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return e;
}

export const endpoints = {
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
  overview: endpoint({
    method: 'GET',
    base: 'v1',
    path: '/admin/overview',
    access: 'manager',
    query: overviewQuery,
    response: overview,
  }),
  /** Spec: "Staff appointments for a day … the path is not shown". Appointments and block hours. */
  staffCalendar: endpoint({
    method: 'GET',
    base: 'v1',
    path: '/appointment/staff-day',
    access: 'session',
    query: staffDayQuery,
    response: z.array(calendarItem),
  }),
  appointmentById: endpoint({
    method: 'GET',
    base: 'v1',
    path: '/appointment/getAppointmentById/:id',
    access: 'session',
    params: appointmentIdParams,
    response: appointmentDetail,
  }),
  prolongAppointment: endpoint({
    method: 'POST',
    base: 'v1',
    path: '/appointment/prolongedTime',
    access: 'session',
    body: prolongRequest,
    response: appointmentDetail,
  }),
  assignToStaff: endpoint({
    method: 'POST',
    base: 'v1',
    path: '/appointment/assignToStaff',
    access: 'session',
    body: assignRequest,
    response: assignResponse,
  }),
  shopSchedule: endpoint({
    method: 'GET',
    base: 'v1',
    path: '/shop/schedule',
    access: 'session',
    response: z.array(scheduleDay),
  }),
  staffList: endpoint({
    method: 'GET',
    base: 'v1',
    path: '/staff/list',
    access: 'session',
    response: z.array(staffListItem),
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

export type ParamsOf<E> =
  E extends Endpoint<infer P, Schema | undefined, Schema | undefined, Schema>
    ? P extends Schema
      ? z.input<P>
      : undefined
    : never;
export type QueryOf<E> =
  E extends Endpoint<Schema | undefined, infer Q, Schema | undefined, Schema>
    ? Q extends Schema
      ? z.input<Q>
      : undefined
    : never;
export type BodyOf<E> =
  E extends Endpoint<Schema | undefined, Schema | undefined, infer B, Schema>
    ? B extends Schema
      ? z.input<B>
      : undefined
    : never;
export type ResponseOf<E> =
  E extends Endpoint<Schema | undefined, Schema | undefined, Schema | undefined, infer R>
    ? z.output<R>
    : never;

/** Fills `:name` parameters of a path. */
export function buildPath(e: Endpoint, params?: Record<string, string | number>): string {
  const filled = e.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${e.path}`);
    return encodeURIComponent(String(value));
  });
  return `${BASE_PATH[e.base]}${filled}`;
}
