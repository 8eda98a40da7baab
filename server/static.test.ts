import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { ChangeFeed } from './db/changes.ts';
import { connect, type Database } from './db/connect.ts';

/** A build as `npm run build` leaves it: files with their brotli and gzip copies (scripts/precompress.ts). */
const SCRIPT = `export const app = "${'chairside '.repeat(400)}";`;
const INDEX = `<!doctype html><html><head><title>Chairside</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const BOOKING = `<!doctype html><html><head><title>Book an appointment</title></head><body>${'<p></p>'.repeat(200)}</body></html>`;
const LOGIN = `<!doctype html><html><head><title>Chairside – Sign in</title></head><body>${'<form></form>'.repeat(100)}</body></html>`;

let dir: string;
let database: Database;
let app: FastifyInstance;

function write(path: string, text: string): void {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(Buffer.from(text)));
  writeFileSync(`${path}.gz`, gzipSync(Buffer.from(text)));
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'chairside-dist-'));
  mkdirSync(join(dir, 'assets'));
  write(join(dir, 'index.html'), INDEX);
  write(join(dir, 'booking.html'), BOOKING);
  write(join(dir, 'login.html'), LOGIN);
  write(join(dir, 'assets', 'index-AbC123.js'), SCRIPT);
  write(join(dir, 'sw.js'), SCRIPT);
  const links = (name: string) => ({ scripts: [`/assets/${name}.js`], styles: [`/assets/${name}.css`] });
  writeFileSync(
    join(dir, 'preloads.json'),
    JSON.stringify({ '/': { signedIn: links('home'), signedOut: links('login') } }),
  );
  database = await connect({ dataDir: 'memory://' });
  await database.migrate();
  app = await buildApp({
    db: database.db,
    changes: new ChangeFeed(),
    now: () => new Date('2026-11-20T10:00:00Z'),
    demo: false,
    staticDir: dir,
  });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string, cookie?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: { ...(encoding ? { 'accept-encoding': encoding } : {}), ...(cookie ? { cookie } : {}) },
  });

describe('the built app as sent', () => {
  it('sends hashed scripts compressed as the browser takes them, cached for good', async () => {
    const br = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 5);

    const gz = await get('/assets/index-AbC123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('never lets index.html or the service worker be cached without asking', async () => {
    for (const url of ['/sw.js', '/overview', '/appointment-staff/12']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(String(res.headers.vary), url).toMatch(/accept-encoding/i);
    }
    const page = await get('/overview', 'gzip');
    expect(gunzipSync(page.rawPayload).toString()).toBe(INDEX);
    expect((await get('/overview')).body).toBe(INDEX);
  });

  it("names a first page's own scripts, by whether a session cookie came with the request", async () => {
    const signedIn = await get('/', undefined, 'cs_session=abc');
    expect(signedIn.body).toContain('<link rel="modulepreload" crossorigin href="/assets/home.js">');
    expect(signedIn.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/home.css">');
    expect(signedIn.body).not.toContain('login.js');
    const signedOut = await get('/', 'br');
    expect(brotliDecompressSync(signedOut.rawPayload).toString()).toContain('href="/assets/login.js"');
    expect(String(signedOut.headers.vary)).toMatch(/cookie/);
    // Other pages get index.html as built.
    expect((await get('/overview')).body).toBe(INDEX);
  });

  it('answers 404 for a file that is not there (a chunk gone after a release), never the app page', async () => {
    for (const url of [
      '/assets/index-Gone123.js',
      '/assets/page-Gone123.css',
      '/assets/nested/icon.svg',
      '/assets/no-extension',
      '/sw-old.js',
      '/icons/missing.png',
      '/manifest-old.webmanifest',
      '/assets/index-Gone123.js?v=1',
    ]) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toMatch(/html/);
      expect(res.json(), url).toMatchObject({ code: 1404 });
    }
    // The app's pages keep their fallback, and the files that are there are served.
    for (const url of ['/overview', '/appointment-staff/12', '/ticketdetail?billId=3']) {
      expect((await get(url)).body, url).toBe(INDEX);
    }
    expect((await get('/assets/index-AbC123.js')).statusCode).toBe(200);
  });

  it("sends the salon's public booking page for /{apiKey}/booking, and the app for /booking", async () => {
    for (const url of [
      '/Abc-123_key/booking',
      '/abc/booking/',
      '/abc/booking?time_slot=10:15_AM&staff_id=3',
    ]) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(BOOKING);
    }
    for (const url of ['/booking', '/booking?staff_id=3', '/check-available-booking', '/a/b/booking']) {
      expect((await get(url)).body, url).toBe(INDEX);
    }
  });

  it('sends sign-in, a page of its own, for /login only', async () => {
    for (const url of ['/login', '/login/', '/login?redirect=%2Ftickets']) {
      const res = await get(url, 'br', url === '/login' ? 'cs_session=abc' : undefined);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(LOGIN);
    }
    for (const url of ['/login/more', '/logins', '/a/login']) {
      expect((await get(url)).body, url).toBe(INDEX);
    }
  });

  it('answers API paths that do not exist with the envelope, not the app', async () => {
    const res = await get('/api/v1/nothing', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 1404 });
  });
});
