import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/server.ts';
import { buildApp } from '../app.ts';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { DEMO_PHONES } from '../db/seed/salons.ts';
import { API_CSP } from './security-headers.ts';

let server: TestServer;
let staticDir: string;
let host: string;

beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'chairside-static-'));
  // A built app's shape: an index.html that loads a module script, a service worker, a manifest.
  await writeFile(
    join(staticDir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body></body></html>',
  );
  await writeFile(join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(join(staticDir, 'manifest.webmanifest'), '{}');
  await mkdir(join(staticDir, 'assets'));
  await writeFile(join(staticDir, 'assets', 'index-abc123.js'), 'console.log(1);');
  server = await startTestServer({ staticDir });
  host = new URL(server.url).host;
});
afterAll(async () => {
  await server?.close();
  await rm(staticDir, { recursive: true, force: true });
});

/** The policy's directives by name. */
function directives(csp: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe("the app's Content-Security-Policy", () => {
  it.each([
    ['/', 'index.html'],
    ['/staff-information', 'index.html for a deep link'],
    ['/sw.js', 'the service worker'],
    ['/manifest.webmanifest', 'the manifest'],
  ])('is on %s (%s): own scripts only, no framing, the API and /ws of its own origin', async (path) => {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status).toBe(200);
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", `ws://${host}`, `wss://${host}`]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('manifest-src')).toEqual(["'self'"]);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('writes no Host header into the policy that is not a host name and port', async () => {
    const csp = await new Promise<string>((resolve, reject) => {
      const url = new URL(server.url);
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: '/',
          headers: { host: "evil.example script-src 'unsafe-inline'" },
        },
        (res) => {
          res.resume();
          resolve(String(res.headers['content-security-policy']));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(directives(csp).get('connect-src')).toEqual(["'self'"]);
    expect(directives(csp).get('script-src')).toEqual(["'self'"]);
  });
});

describe("the build's hashed files", () => {
  it('carry only what acts on a script or a style sheet, and no validators', async () => {
    const res = await fetch(`${server.url}/assets/index-abc123.js`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('console.log(1);');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'referrer-policy',
      'etag',
      'last-modified',
    ]) {
      expect(res.headers.get(name), name).toBeNull();
    }
  });

  it('leave a missing one a 404 with every header', async () => {
    const res = await fetch(`${server.url}/assets/gone-123.js`);
    expect(res.status).toBe(404);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).not.toBeNull();
  });
});

describe('the API', () => {
  it.each([
    ['/api/health', 200],
    ['/api/v1/no-such-call', 404],
    ['/api/v1/report/getBillDetailV2?billId=1', 401],
    ['/ws', 404],
  ])('answers %s (%i) with a policy that loads nothing and frames nowhere', async (path, status) => {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-security-policy')).toBe(API_CSP);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
  });
});

/** Signs in through the three calls with `headers` on each; the Set-Cookie of the session. */
async function sessionCookie(url: string, headers: Record<string, string>): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const lookup = await fetch(`${url}/api/v1/staff/sign-in-by-phone/${DEMO_PHONES.technician1}`, { headers });
  const [record] = ((await lookup.json()) as { payload: { shopId: number }[] }).payload;
  if (!record) throw new Error('no salon');
  const otp = (await (
    await post('/api/v1/staff/generateOtp', { phone: DEMO_PHONES.technician1, shopId: record.shopId })
  ).json()) as {
    payload: { staffId: number; demoCode: string };
  };
  const verified = await post('/api/v1/staff/verifyOtp', {
    staffId: otp.payload.staffId,
    verifyCode: otp.payload.demoCode,
    shopId: record.shopId,
  });
  expect(verified.status).toBe(200);
  const cookie = verified.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

describe('behind a TLS proxy', () => {
  const HTTPS = { 'x-forwarded-proto': 'https' };

  it('makes the session cookie Secure when the proxy is trusted', async () => {
    const app = await buildApp({
      db: server.database.db,
      changes: server.changes,
      now: server.clock.now,
      demo: true,
      trustProxy: ['loopback'],
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const url = `http://127.0.0.1:${port}`;
      expect(await sessionCookie(url, HTTPS)).toMatch(/;\s*Secure(;|$)/i);
      expect(await sessionCookie(url, {})).not.toMatch(/;\s*Secure(;|$)/i);
    } finally {
      await app.close();
    }
  });

  it('ignores X-Forwarded-Proto from a proxy it does not trust', async () => {
    expect(await sessionCookie(server.url, HTTPS)).not.toMatch(/;\s*Secure(;|$)/i);
  });
});
