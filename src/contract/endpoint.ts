import type * as z from 'zod/mini';

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

export function endpoint<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema = Schema,
>(e: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return e;
}

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
