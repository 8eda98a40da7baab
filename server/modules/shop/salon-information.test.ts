import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_SALON_IMAGE_BYTES,
  SALON_IMAGE_BAD_TYPE,
  SALON_IMAGE_TOO_LARGE,
  type ShopInfo,
} from '../../../src/contract/shop.ts';
import { JPEG_HEAD as JPEG, PNG_1PX as PNG, pngOf } from '../../../tests/support/images.ts';
import { signIn, startTestServer, TestClient, type TestServer } from '../../../tests/support/server.ts';
import { shops } from '../../db/schema.ts';
import { DEMO_PHONES } from '../../db/seed/salons.ts';

const DETAIL = '/api/v1/shop/detail';
const INFO = '/api/v1/shop/info';
const UPDATE = '/api/v1/shop/update';

const b64 = (bytes: Buffer) => bytes.toString('base64');

let server: TestServer;
let uploadDir: string;
let manager: TestClient;
let tech: TestClient;
let otherManager: TestClient;
let shopId: number;
let otherShopId: number;

beforeAll(async () => {
  uploadDir = await mkdtemp(join(tmpdir(), 'chairside-salon-'));
  server = await startTestServer({ otpLimitPerPhone: 100, otpLimitPerIp: 1000, uploadDir });
  manager = new TestClient(server.url);
  ({ shopId } = await signIn(manager, DEMO_PHONES.twoSalons, (r) => r.positionName === 'Admin'));
  tech = new TestClient(server.url);
  await signIn(tech, DEMO_PHONES.technician1);
  otherManager = new TestClient(server.url);
  ({ shopId: otherShopId } = await signIn(otherManager, DEMO_PHONES.admin2));
  expect(otherShopId).not.toBe(shopId);
});
afterAll(async () => {
  await server?.close();
  await rm(uploadDir, { recursive: true, force: true });
});

const put = (client: TestClient, body: unknown, headers?: Record<string, string>) =>
  client.request<ShopInfo>('PUT', UPDATE, { json: body, ...(headers ? { headers } : {}) });
const message = (res: { body: unknown }) => (res.body as { message: string }).message;
const row = async (id = shopId) => (await server.database.db.select().from(shops).where(eq(shops.id, id)))[0];
const salonFiles = async () => readdir(join(uploadDir, String(shopId), 'salon')).catch(() => [] as string[]);

describe('shop/detail', () => {
  it("answers the session's salon to its manager, the links '' when none is set", async () => {
    const res = await manager.get<ShopInfo>(DETAIL);
    expect(res.status).toBe(200);
    const saved = await row();
    expect(res.body.payload).toMatchObject({
      id: shopId,
      companyName: saved?.companyName,
      email: saved?.email,
      phone: saved?.phone,
      address: saved?.address,
      apiKey: saved?.apiKey,
      facebookUrl: saved?.facebookUrl ?? '',
      showPromotion: saved?.showPromotion,
      promotionUrls: saved?.promotionUrls,
    });
  });

  it('refuses a technician (403) and a caller without a session (401)', async () => {
    expect((await tech.get(DETAIL)).status).toBe(403);
    expect((await new TestClient(server.url).get(DETAIL)).status).toBe(401);
  });
});

describe('shop/update', () => {
  it('changes only the fields sent, and answers the salon as saved', async () => {
    const before = await row();
    const res = await put(manager, { city: '  Springfield ', instagramUrl: 'https://instagram.com/luxe' });
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({
      city: 'Springfield',
      instagramUrl: 'https://instagram.com/luxe',
    });
    const after = await row();
    expect(after).toEqual({ ...before, city: 'Springfield', instagramUrl: 'https://instagram.com/luxe' });
    // An emptied link is none.
    await put(manager, { instagramUrl: '' });
    expect((await row())?.instagramUrl).toBeNull();
    expect((await manager.get<ShopInfo>(DETAIL)).body.payload.instagramUrl).toBe('');
  });

  it("saves the salon's notice for online changes of a booking, and shows it", async () => {
    const saved = await put(manager, { cancelNoticeMinutes: 240 });
    expect(saved.status).toBe(200);
    expect((saved.body as { payload?: { cancelNoticeMinutes?: number } }).payload?.cancelNoticeMinutes).toBe(
      240,
    );
    expect((await row())?.cancelNoticeMinutes).toBe(240);
    expect((await put(manager, { cancelNoticeMinutes: 120 })).status).toBe(200);
  });

  it('refuses the read-only name, email and phone, a link that is no address, and an unknown field (400)', async () => {
    const before = await row();
    for (const body of [
      { companyName: 'Renamed' },
      { email: 'x@example.com' },
      { phone: '5550000000' },
      { facebookUrl: 'javascript:alert(1)' },
      { yelpUrl: 'yelp.com/luxe' },
      { city: 'x'.repeat(101) },
      { showPromotion: 'yes' },
      { cancelNoticeMinutes: -1 },
      { cancelNoticeMinutes: 2881 },
      { cancelNoticeMinutes: 1.5 },
      { cancelNoticeMinutes: '120' },
    ]) {
      const res = await put(manager, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(message(res)).toMatch(/^Invalid body: /);
    }
    expect(message(await put(manager, { yelpUrl: 'yelp.com/luxe' }))).toContain(
      'A link must be empty or start with http:// or https://.',
    );
    expect(await row()).toEqual(before);
  });

  it('stores a PNG banner and JPEG promotions, serves them publicly while in use, and removes the replaced ones', async () => {
    const res = await put(manager, { bannerBase64: b64(PNG), base64Promotion: [b64(JPEG), b64(PNG)] });
    expect(res.status).toBe(200);
    const { bannerUrl, promotionUrls } = res.body.payload;
    expect(bannerUrl).toMatch(new RegExp(`^/media/salon/${shopId}/[0-9a-f]{32}\\.png$`));
    expect(promotionUrls).toHaveLength(2);
    expect(promotionUrls[0]).toMatch(/\.jpg$/);

    const served = await fetch(`${server.url}${bannerUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    const file = (bannerUrl ?? '').split('/').pop() ?? '';
    expect(await readFile(join(uploadDir, String(shopId), 'salon', file))).toEqual(PNG);

    // A new banner replaces the old one, whose file goes and is no longer served.
    const next = await put(manager, { bannerBase64: b64(JPEG) });
    expect(next.body.payload.bannerUrl).not.toBe(bannerUrl);
    expect(next.body.payload.promotionUrls).toEqual(promotionUrls);
    expect((await fetch(`${server.url}${bannerUrl}`)).status).toBe(404);
    expect(await salonFiles()).not.toContain(file);
    // An empty list removes the promotions.
    const none = await put(manager, { base64Promotion: [] });
    expect(none.body.payload.promotionUrls).toEqual([]);
    expect((await salonFiles()).sort()).toEqual([(next.body.payload.bannerUrl ?? '').split('/').pop()]);
  });

  it('refuses an image that is not PNG or JPEG (415) and one over 2 MB, storing nothing', async () => {
    const before = await row();
    const files = await salonFiles();
    for (const bytes of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
      Buffer.from('<!doctype html><script>alert(1)</script>'),
    ]) {
      const res = await put(manager, { city: 'Elsewhere', base64Promotion: [b64(PNG), b64(bytes)] });
      expect(res.status).toBe(415);
      expect(message(res)).toBe(SALON_IMAGE_BAD_TYPE);
    }
    const exactly = await put(manager, { bannerBase64: b64(pngOf(MAX_SALON_IMAGE_BYTES)) });
    expect(exactly.status).toBe(200);
    const exactlyFiles = await salonFiles();
    const tooBig = await put(manager, {
      city: 'Elsewhere',
      bannerBase64: b64(pngOf(MAX_SALON_IMAGE_BYTES + 1)),
    });
    expect(tooBig.status).toBe(413);
    expect(message(tooBig)).toBe(SALON_IMAGE_TOO_LARGE);
    // Far over: refused by its length before it is decoded.
    const farOver = await put(manager, { bannerBase64: b64(pngOf(MAX_SALON_IMAGE_BYTES + 10_000)) });
    expect(farOver.status).toBe(400);
    expect(message(farOver)).toContain(SALON_IMAGE_TOO_LARGE);
    expect(await salonFiles()).toEqual(exactlyFiles);
    expect((await row())?.city).toBe(before?.city);
    expect(files.length).toBeLessThanOrEqual(exactlyFiles.length);
    // Too many promotions.
    const many = await put(manager, { base64Promotion: [b64(PNG), b64(PNG), b64(PNG), b64(PNG)] });
    expect(many.status).toBe(400);
    expect(message(many)).toContain('At most 3 promotion images.');
  });

  it("refuses a technician (403), and another salon's shopId (404) without changing either salon", async () => {
    const mine = await row();
    const theirs = await row(otherShopId);
    expect((await put(tech, { city: 'Hacked' })).status).toBe(403);
    const other = await put(manager, { shopId: otherShopId, city: 'Hacked' });
    expect(other.status).toBe(404);
    expect(await row()).toEqual(mine);
    expect(await row(otherShopId)).toEqual(theirs);
    expect((await put(manager, { shopId, city: mine?.city })).status).toBe(200);
  });

  it('answers a repeat with the same Idempotency-Key the same, storing the image once', async () => {
    const key = randomUUID();
    const files = (await salonFiles()).length;
    const first = await put(manager, { bannerBase64: b64(JPEG) }, { 'idempotency-key': key });
    const again = await put(manager, { bannerBase64: b64(JPEG) }, { 'idempotency-key': key });
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replay')).toBe('true');
    // The new banner replaced the previous one: as many files as before.
    expect((await salonFiles()).length).toBe(files);
  });
});

describe('shop/info', () => {
  it('answers the salon named by X-Api-Key without a session, with promotions only while shown', async () => {
    await put(manager, { base64Promotion: [b64(PNG)], showPromotion: false });
    const apiKey = (await row())?.apiKey ?? '';
    const anonymous = new TestClient(server.url);
    const hidden = await anonymous.get<ShopInfo>(INFO, { 'x-api-key': apiKey });
    expect(hidden.status).toBe(200);
    expect(hidden.body.payload).toMatchObject({ id: shopId, showPromotion: false, promotionUrls: [] });
    expect(hidden.body.payload.bannerUrl).toMatch(/^\/media\/salon\//);
    // The banner is public: the booking page shows it to anyone.
    expect((await fetch(`${server.url}${hidden.body.payload.bannerUrl}`)).status).toBe(200);

    await put(manager, { showPromotion: true });
    const shown = await anonymous.get<ShopInfo>(INFO, { 'x-api-key': apiKey });
    expect(shown.body.payload.showPromotion).toBe(true);
    expect(shown.body.payload.promotionUrls).toHaveLength(1);
    expect((await fetch(`${server.url}${shown.body.payload.promotionUrls[0]}`)).status).toBe(200);
  });

  it("answers the session's salon without the header; 404 for an unknown key, 400 with neither", async () => {
    expect((await tech.get<ShopInfo>(INFO)).body.payload.id).toBe(shopId);
    const anonymous = new TestClient(server.url);
    const unknown = await anonymous.get(INFO, { 'x-api-key': 'no-such-salon' });
    expect(unknown.status).toBe(404);
    expect(message(unknown)).toBe('There is no such salon.');
    const none = await anonymous.get(INFO);
    expect(none.status).toBe(400);
    expect(message(none)).toBe('Name the salon with the X-Api-Key header.');
  });

  it('serves no file that is not a salon image in use', async () => {
    for (const path of [
      `/media/salon/${shopId}/${'0'.repeat(32)}.png`,
      `/media/salon/${shopId}/..%2F..%2Fpackage.json`,
      `/media/salon/${otherShopId}/${((await row())?.bannerUrl ?? '').split('/').pop()}`,
    ]) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(404);
    }
  });
});
