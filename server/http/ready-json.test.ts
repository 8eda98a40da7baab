import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { Endpoint } from '../../src/contract/endpoints.ts';
import { ChangeFeed } from '../db/changes.ts';
import { jsonArrayParts, jsonBytes, jsonItems, ReadyJson } from './ready-json.ts';
import { type RouteDeps, route } from './route.ts';

const items = [
  { a: 1, b: 'é "quoted"' },
  { a: 2, b: null },
  { a: 3, b: ['x'] },
];

describe('ready JSON', () => {
  it('joins kept parts into the array JSON.stringify writes, skipping empty ones', () => {
    const parts = jsonArrayParts([
      jsonItems([]),
      jsonItems(items.slice(0, 1)),
      jsonItems([]),
      jsonItems(items.slice(1)),
    ]);
    expect(Buffer.concat(parts).toString()).toBe(JSON.stringify(items));
    expect(Buffer.concat(jsonArrayParts([jsonItems([]), jsonItems([])])).toString()).toBe('[]');
    expect(jsonBytes({ x: 'ü' }).toString()).toBe('{"x":"ü"}');
  });

  it('is sent inside the envelope as the same JSON an object answer would be', async () => {
    const endpoint = {
      method: 'GET',
      base: 'api',
      path: '/test/ready',
      access: 'public',
      response: z.unknown(),
    } as const satisfies Endpoint;
    const app = Fastify();
    await app.register(fastifyCookie);
    // A public read uses neither the database nor the sessions.
    const deps = { now: () => new Date(), changes: new ChangeFeed() } as unknown as RouteDeps;
    route(app, deps, endpoint, async () => new ReadyJson(jsonArrayParts([jsonItems(items)])));
    const res = await app.inject({ method: 'GET', url: '/api/test/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toBe(JSON.stringify({ code: 0, message: 'OK', payload: items }));
    await app.close();
  });
});
