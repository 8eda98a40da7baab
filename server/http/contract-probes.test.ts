import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { BASE_PATH, buildPath, type Endpoint, endpoints } from '../../src/contract/endpoints.ts';
import { ErrorCode } from '../../src/contract/envelope.ts';
import {
  type Field,
  fieldsOf,
  type Probe,
  probesOf,
  rangeProbes,
  SLOTS,
  type Slot,
  sampleOf,
} from '../../tests/support/contract-fields.ts';
import { signIn, startTestServer, TestClient, type TestServer } from '../../tests/support/server.ts';

/**
 * Every field of every endpoint of the contract, sent the values past its bounds (ids past PostgreSQL's
 * integer, negative ids, NUL, over-long strings, the years 9999 and 0001, malformed dates, a range of
 * 5000 years), one field at a time with valid values in the others, by a caller the endpoint lets in (a
 * manager for session and manager calls): each answers 400 naming the field, never a 5xx. The cases come
 * from the schemas (tests/support/contract-fields.ts), so a new endpoint is covered as it is added.
 */

let server: TestServer;
let manager: TestClient;
/** Sends the valid inputs, which may switch its salon or sign it out: the probes keep `manager`. */
let other: TestClient;
let anonymous: TestClient;

beforeAll(async () => {
  server = await startTestServer({ otpLimitPerPhone: 1000, otpLimitPerIp: 1000 });
  manager = new TestClient(server.url);
  await signIn(manager, '5550100001', (r) => r.positionName === 'Admin');
  other = new TestClient(server.url);
  await signIn(other, '5550100001', (r) => r.positionName === 'Admin');
  anonymous = new TestClient(server.url);
});
afterAll(async () => {
  await server?.close();
});

type Input = Record<Slot, Record<string, unknown>>;

/** Fastify's router answers 414 for a path parameter longer than this (its maxParamLength). */
const MAX_PARAM_LENGTH = 100;

/** One request per probe: the endpoint's valid input with one field (or a pair) replaced. */
interface Case {
  name: string;
  endpoint: Endpoint;
  input: Input;
  /** The field the refusal must name. */
  field: string;
  /** 400, or 414 for a path parameter longer than the router takes (it answers before validation). */
  statuses: readonly number[];
}

function casesOf(name: string, e: Endpoint): Case[] {
  const fields = Object.fromEntries(SLOTS.map((slot) => [slot, fieldsOf(e, slot)])) as Record<Slot, Field[]>;
  const valid = (): Input => ({
    params: sampleOf(fields.params),
    query: sampleOf(fields.query),
    body: sampleOf(fields.body),
  });
  const cases: Case[] = [];
  for (const slot of SLOTS) {
    for (const field of fields[slot]) {
      for (const probe of probesOf(field, slot !== 'body')) {
        const input = valid();
        input[slot][field.name] = probe.value;
        const tooLongForRouter = slot === 'params' && String(probe.value).length > MAX_PARAM_LENGTH;
        cases.push({
          name: label(name, slot, field.name, probe),
          endpoint: e,
          input,
          field: field.name,
          statuses: tooLongForRouter ? [414] : [400],
        });
      }
    }
    for (const range of rangeProbes(fields[slot])) {
      const input = valid();
      input[slot][range.end.name] = range.value;
      const what = `${range.start.name} … ${range.end.name} over 5000 years`;
      cases.push({
        name: `${name} ${slot}: ${what}`,
        endpoint: e,
        input,
        field: range.end.name,
        statuses: [400],
      });
    }
  }
  return cases;
}

const label = (endpoint: string, slot: Slot, field: string, probe: Probe) =>
  `${endpoint} ${slot}.${field}: ${probe.what}`;

const all = Object.entries(endpoints).flatMap(([name, e]) => casesOf(name, e as Endpoint));

async function send(c: Case, signedIn = manager) {
  const e = c.endpoint;
  const client = e.access === 'public' ? anonymous : signedIn;
  const path = e.params
    ? buildPath(e, c.input.params as Record<string, string | number>)
    : `${BASE_PATH[e.base]}${e.path}`;
  const query = new URLSearchParams(c.input.query as Record<string, string>).toString();
  const url = query ? `${path}?${query}` : path;
  return e.method === 'GET' ? client.get(url) : client.request(e.method, url, { json: c.input.body });
}

describe('every field of every endpoint refuses values past its bounds', () => {
  it('has cases for every endpoint with input', () => {
    const covered = new Set(all.map((c) => c.endpoint));
    const withInput = Object.values(endpoints).filter((e) => SLOTS.some((slot) => (e as Endpoint)[slot]));
    expect(withInput.filter((e) => !covered.has(e as Endpoint))).toEqual([]);
    expect(all.length).toBeGreaterThan(100);
  });

  it('starts each case from an input the contract accepts and the server answers (the probes change one thing)', async () => {
    for (const [name, e] of Object.entries(endpoints) as [string, Endpoint][]) {
      if (!SLOTS.some((slot) => e[slot])) continue;
      const input = validInput(e);
      for (const slot of SLOTS) {
        const schema = e[slot];
        if (schema) expect(z.safeParse(schema, input[slot]).success, `${name} ${slot}`).toBe(true);
      }
      const res = await send({ name, endpoint: e, input, field: '', statuses: [] }, other);
      expect(res.status, `${name}: ${res.body?.message}`).toBeLessThan(500);
    }
  });

  it.each(all.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const res = await send(c);
    expect(c.statuses, `${res.status} ${res.body?.message}`).toContain(res.status);
    expect(res.body.code).toBe(ErrorCode.validation);
    if (res.status === 400) expect(res.body.message).toContain(c.field);
  });
});

function validInput(e: Endpoint): Input {
  return {
    params: sampleOf(fieldsOf(e, 'params')),
    query: sampleOf(fieldsOf(e, 'query')),
    body: sampleOf(fieldsOf(e, 'body')),
  };
}

describe('the router', () => {
  it('answers a malformed escape in the path with 400 in the envelope, without echoing the path', async () => {
    const res = await manager.get('/api/v1/appointment/getAppointmentById/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: ErrorCode.validation,
      message: 'The address is not valid.',
      payload: null,
    });
  });
});
