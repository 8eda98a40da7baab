import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type GalleryGroup,
  type GallerySelectionResponse,
  type GalleryUploadResponse,
  MAX_GALLERY_SELECTION,
  UPLOAD_BAD_TYPE_MESSAGE,
  UPLOAD_LIMIT_BYTES,
  UPLOAD_TOO_LARGE_MESSAGE,
} from '../../../src/contract/gallery.ts';
import { JPEG_HEAD as JPEG, pngOf } from '../../../tests/support/images.ts';
import { signIn, startTestServer, TestClient, type TestServer } from '../../../tests/support/server.ts';
import { galleryItems, staff } from '../../db/schema.ts';
import { DEMO_PHONES } from '../../db/seed/salons.ts';
import { MEDIA_CSP } from '../../http/security-headers.ts';

const ALL = '/api/v1/gallery/all';
const APPROVE = '/api/gallery/approved';
const DELETE = '/api/gallery/delete';
const upload = (staffId: number) => `/api/gallery/upload/${staffId}`;

const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);
const MP4 = Buffer.from([
  0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0x00, 0x00, 0x02, 0x00, 0x69, 0x73,
  0x6f, 0x6d, 0x69, 0x73, 0x6f, 0x32,
]);

let server: TestServer;
let uploadDir: string;
let tech: TestClient;
let techId: number;
let shopId: number;
let colleagueId: number;
let manager: TestClient;
let otherSalon: TestClient;
let otherSalonStaffId: number;

beforeAll(async () => {
  uploadDir = await mkdtemp(join(tmpdir(), 'chairside-gallery-'));
  server = await startTestServer({ otpLimitPerPhone: 100, otpLimitPerIp: 1000, uploadDir });
  tech = new TestClient(server.url);
  ({ staffId: techId, shopId } = await signIn(tech, DEMO_PHONES.technician1));
  manager = new TestClient(server.url);
  await signIn(manager, DEMO_PHONES.twoSalons, (r) => r.shopId === shopId);
  otherSalon = new TestClient(server.url);
  const other = await signIn(otherSalon, DEMO_PHONES.technician2);
  otherSalonStaffId = other.staffId;
  expect(other.shopId).not.toBe(shopId);
  const [colleague] = await server.database.db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.shopId, shopId), ne(staff.id, techId), eq(staff.positionName, 'Technician')))
    .limit(1);
  if (!colleague) throw new Error('no colleague in the seed');
  colleagueId = colleague.id;
});
afterAll(async () => {
  await server?.close();
  await rm(uploadDir, { recursive: true, force: true });
});

const cookieOf = (client: TestClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

interface Answer<T> {
  status: number;
  body: { code: number; message: string; payload: T };
  headers: Headers;
}

/** Posts a multipart form like a browser: the file in `file` (or `field`), named `filename`. */
async function postFile<T = GalleryUploadResponse>(
  client: TestClient | null,
  staffId: number,
  bytes: Buffer | null,
  { filename = 'photo.png', type = 'image/png', field = 'file', key = '', url = server.url } = {},
): Promise<Answer<T>> {
  const form = new FormData();
  form.append('note', 'from the test');
  if (bytes) form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  const headers: Record<string, string> = client ? { cookie: cookieOf(client) } : {};
  if (key) headers['idempotency-key'] = key;
  const res = await fetch(`${url}${upload(staffId)}`, { method: 'POST', body: form, headers });
  return { status: res.status, body: await res.json(), headers: res.headers };
}

async function getRaw(client: TestClient | null, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${path}`, {
    headers: { ...headers, ...(client ? { cookie: cookieOf(client) } : {}) },
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

const rowCount = async () =>
  (
    await server.database.db.select({ n: count() }).from(galleryItems).where(eq(galleryItems.shopId, shopId))
  )[0]?.n ?? 0;
const storedFiles = async () => readdir(join(uploadDir, String(shopId))).catch(() => [] as string[]);

describe('upload', () => {
  it.each([
    ['PNG', PNG, 'png', 'image/png', 'image'],
    ['JPEG', JPEG, 'jpg', 'image/jpeg', 'image'],
    ['MP4', MP4, 'mp4', 'video/mp4', 'video'],
  ] as const)(
    'stores a %s under a generated name, lists it as pending and serves it back',
    async (_label, bytes, ext, mime, mediaType) => {
      // The client's name and type are ignored: the bytes decide.
      const res = await postFile(tech, techId, bytes, { filename: '../../evil.html', type: 'text/html' });
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(0);
      const { galleryId, urlImage, status } = res.body.payload;
      expect(status).toBe('PENDING');
      expect(urlImage).toMatch(new RegExp(`^/media/uploads/${shopId}/[0-9a-f]{32}\\.${ext}$`));

      const file = urlImage.split('/').pop() ?? '';
      expect(await readFile(join(uploadDir, String(shopId), file))).toEqual(bytes);
      const [row] = await server.database.db
        .select()
        .from(galleryItems)
        .where(eq(galleryItems.id, galleryId));
      expect(row).toMatchObject({
        shopId,
        staffId: techId,
        mimeType: mime,
        sizeBytes: bytes.length,
        status: 'PENDING',
      });

      const list = await tech.get<GalleryGroup[]>(`${ALL}?status=PENDING`);
      const detail = list.body.payload[0]?.details.find((d) => d.galleryId === galleryId);
      expect(detail).toMatchObject({ urlImage, mediaType, status: 'PENDING' });
      expect(detail?.createdDate).toMatch(/^\d{2}-\d{2}-\d{4}$/);

      const served = await getRaw(tech, urlImage);
      expect(served.status).toBe(200);
      expect(served.bytes).toEqual(bytes);
      expect(served.headers.get('content-type')).toBe(mime);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('cache-control')).toBe('private, max-age=86400');
      // Shown under its stored name, and sandboxed when opened on its own: never a page of the app.
      expect(served.headers.get('content-disposition')).toBe(`inline; filename="${file}"`);
      expect(served.headers.get('content-security-policy')).toBe(MEDIA_CSP);
      expect(served.headers.get('content-security-policy')).toMatch(/(^|; )sandbox(;|$)/);
    },
  );

  it('serves a byte range (videos are played by ranges)', async () => {
    const res = await postFile(tech, techId, MP4, { filename: 'clip.mp4', type: 'video/mp4' });
    const part = await getRaw(tech, res.body.payload.urlImage, { range: 'bytes=4-11' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-11/${MP4.length}`);
    expect(part.bytes.toString('latin1')).toBe('ftypisom');
    expect(part.headers.get('content-security-policy')).toBe(MEDIA_CSP);
    expect(part.headers.get('content-disposition')).toMatch(/^inline; filename="[0-9a-f]{32}\.mp4"$/);
  });

  it('accepts exactly 8,000,000 bytes and refuses 8,000,001 with 413, storing nothing', async () => {
    expect(UPLOAD_LIMIT_BYTES).toBe(8_000_000);
    const ok = await postFile(tech, techId, pngOf(8_000_000));
    expect(ok.status).toBe(200);
    const file = ok.body.payload.urlImage.split('/').pop() ?? '';
    expect((await readFile(join(uploadDir, String(shopId), file))).length).toBe(8_000_000);

    const rows = await rowCount();
    const files = await storedFiles();
    const tooBig = await postFile(tech, techId, pngOf(8_000_001));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toEqual({ code: 1000, message: UPLOAD_TOO_LARGE_MESSAGE, payload: null });
    expect(await rowCount()).toBe(rows);
    expect((await storedFiles()).sort()).toEqual(files.sort());

    // The server is still fine on the next request.
    expect((await tech.get(`${ALL}?status=PENDING`)).status).toBe(200);
  });

  it('refuses a body far over the limit without reading it all (413, connection closed)', async () => {
    const rows = await rowCount();
    const files = await storedFiles();
    const res = await postFile(tech, techId, pngOf(20_000_000));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(UPLOAD_TOO_LARGE_MESSAGE);
    expect(res.headers.get('connection')).toBe('close');
    expect(await rowCount()).toBe(rows);
    expect((await storedFiles()).sort()).toEqual(files.sort());
  });

  it('refuses an HTML file named x.png, an SVG and a GIF with 415, storing nothing', async () => {
    const rows = await rowCount();
    const files = await storedFiles();
    for (const [bytes, filename, type] of [
      [Buffer.from('<!doctype html><script>alert(1)</script>'), 'x.png', 'image/png'],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'a.svg',
        'image/svg+xml',
      ],
      [Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'a.gif', 'image/gif'],
    ] as const) {
      const res = await postFile(tech, techId, bytes, { filename, type });
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ code: 1000, message: UPLOAD_BAD_TYPE_MESSAGE, payload: null });
    }
    expect(await rowCount()).toBe(rows);
    expect((await storedFiles()).sort()).toEqual(files.sort());
  });

  it("refuses another staff member's gallery to a technician (403), but lets a manager upload for them", async () => {
    const res = await postFile(tech, colleagueId, PNG);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(1403);

    const byManager = await postFile(manager, techId, JPEG);
    expect(byManager.status).toBe(200);
    const [row] = await server.database.db
      .select({ staffId: galleryItems.staffId })
      .from(galleryItems)
      .where(eq(galleryItems.id, byManager.body.payload.galleryId));
    expect(row?.staffId).toBe(techId);

    expect((await postFile(manager, otherSalonStaffId, PNG)).status).toBe(403);
  });

  it('needs a session (401)', async () => {
    const res = await postFile(null, techId, PNG);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(1401);
  });

  it('answers 400 without a file field, for an empty file, and for a body that is not multipart', async () => {
    const missing = await postFile(tech, techId, PNG, { field: 'photo' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/field "file"/);

    const empty = await postFile(tech, techId, Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('The file is empty.');

    const json = await tech.post(upload(techId), { file: 'abc' });
    expect(json.status).toBe(400);
  });
});

describe('upload with an Idempotency-Key', () => {
  it('stores one item for a repeated upload and answers the repeat the same', async () => {
    const key = randomUUID();
    const rows = await rowCount();
    const files = (await storedFiles()).length;
    const first = await postFile(tech, techId, pngOf(4096), { key });
    const again = await postFile(tech, techId, pngOf(4096), { key });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replay')).toBe('true');
    expect(await rowCount()).toBe(rows + 1);
    expect((await storedFiles()).length).toBe(files + 1);
    // The same key with another file is another request: refused, nothing stored.
    const other = await postFile(tech, techId, pngOf(4097), { key });
    expect(other.status).toBe(422);
    expect(await rowCount()).toBe(rows + 1);
    expect((await storedFiles()).length).toBe(files + 1);
  });

  it('stores one item for concurrent repeats', async () => {
    const key = randomUUID();
    const rows = await rowCount();
    const files = (await storedFiles()).length;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => postFile(tech, techId, pngOf(100_000), { key })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.payload.galleryId)).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('idempotent-replay') === null)).toHaveLength(1);
    expect(await rowCount()).toBe(rows + 1);
    expect((await storedFiles()).length).toBe(files + 1);
  });

  it('keeps no answer for a refused upload: a repeat is checked again', async () => {
    const key = randomUUID();
    const refused = await postFile(tech, techId, Buffer.from('<html></html>'), { key });
    expect(refused.status).toBe(415);
    const ok = await postFile(tech, techId, PNG, { key });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('idempotent-replay')).toBeNull();
  });
});

describe('upload limit', () => {
  it('refuses uploads past the hourly limit of a staff member with 429 and a sentence', async () => {
    const limited = await startTestServer({ uploadLimitPerHour: 2, uploadDir });
    try {
      const c = new TestClient(limited.url);
      const me = await signIn(c, DEMO_PHONES.technician1);
      const colleague = new TestClient(limited.url);
      await signIn(colleague, DEMO_PHONES.twoSalons, (r) => r.shopId === me.shopId);
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await postFile(c, me.staffId, PNG, { url: limited.url })).status);
      expect(statuses).toEqual([200, 200, 429]);
      const refused = await postFile(c, me.staffId, PNG, { url: limited.url });
      expect(refused.body.code).toBe(1006);
      expect(refused.body.message).toBe('You can upload 2 files an hour. Try again in 60 minutes.');
      // Another staff member is not held back; an hour later the first may upload again.
      expect((await postFile(colleague, me.staffId, PNG, { url: limited.url })).status).toBe(200);
      limited.clock.advance(60 * 60 * 1000);
      expect((await postFile(c, me.staffId, PNG, { url: limited.url })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('upload forms (multipart/form-data as sent on the wire)', () => {
  const BOUNDARY = '----chairside7MA4YWxkTrZu0gW';

  /** A form with these parts, optionally cut short before its closing boundary. */
  function form(parts: { name: string; filename?: string; content: Buffer }[], cutShort = false): Buffer {
    const pieces: Buffer[] = [Buffer.from('preamble to ignore\r\n')];
    for (const p of parts) {
      const file = p.filename === undefined ? '' : `; filename="${p.filename}"`;
      const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"${file}\r\n\r\n`;
      pieces.push(Buffer.from(head), p.content, Buffer.from('\r\n'));
    }
    if (!cutShort) pieces.push(Buffer.from(`--${BOUNDARY}--\r\nepilogue`));
    return Buffer.concat(pieces);
  }

  async function postRaw(body: Buffer, contentType = `multipart/form-data; boundary=${BOUNDARY}`) {
    const res = await fetch(`${server.url}${upload(techId)}`, {
      method: 'POST',
      body: new Uint8Array(body),
      headers: { cookie: cookieOf(tech), 'content-type': contentType },
    });
    return {
      status: res.status,
      body: (await res.json()) as { code: number; message: string; payload: GalleryUploadResponse },
    };
  }

  it('keeps content that looks like a delimiter, and takes the first file part named file', async () => {
    const tricky = Buffer.concat([PNG, Buffer.from(`\r\n--${BOUNDARY.slice(0, -1)}x\r\n-`)]);
    const res = await postRaw(
      form([
        { name: 'note', content: Buffer.from('hello') },
        { name: 'photo', filename: 'other.png', content: JPEG },
        { name: 'file', filename: 'a b.png', content: tricky },
        { name: 'file', filename: 'second.jpg', content: JPEG },
      ]),
    );
    expect(res.status).toBe(200);
    const stored = res.body.payload.urlImage.split('/').pop() ?? '';
    expect(await readFile(join(uploadDir, String(shopId), stored))).toEqual(tricky);
  });

  it('takes a part named file without a filename as the file too', async () => {
    const res = await postRaw(form([{ name: 'file', content: JPEG }]));
    expect(res.status).toBe(200);
    const stored = res.body.payload.urlImage.split('/').pop() ?? '';
    expect(await readFile(join(uploadDir, String(shopId), stored))).toEqual(JPEG);
  });

  it('refuses a form cut short, a multipart type without a boundary, and more form than the limit allows', async () => {
    const rows = await rowCount();
    const files = await storedFiles();
    const cut = await postRaw(form([{ name: 'file', filename: 'a.png', content: pngOf(50_000) }], true));
    expect(cut.status).toBe(400);
    expect(cut.body.message).toBe('The upload ended before the end of the form.');

    const noBoundary = await postRaw(
      form([{ name: 'file', filename: 'a.png', content: PNG }]),
      'multipart/form-data',
    );
    expect(noBoundary.status).toBe(400);
    expect(noBoundary.body.message).toMatch(/multipart\/form-data/);

    // A file within the limit, but other parts push the whole form past the limit and its allowance.
    const padded = await postRaw(
      form([
        { name: 'photo', filename: 'other.png', content: pngOf(200_000) },
        { name: 'file', filename: 'a.png', content: pngOf(UPLOAD_LIMIT_BYTES - 100_000) },
      ]),
    );
    expect(padded.status).toBe(413);
    expect(padded.body).toEqual({ code: 1000, message: UPLOAD_TOO_LARGE_MESSAGE, payload: null });
    expect(await rowCount()).toBe(rows);
    expect((await storedFiles()).sort()).toEqual(files.sort());
  });
});

describe('serving uploads', () => {
  let url: string;
  beforeAll(async () => {
    url = (await postFile(tech, techId, PNG)).body.payload.urlImage;
  });

  it('needs a session of the same salon', async () => {
    expect((await getRaw(null, url)).status).toBe(401);
    expect((await getRaw(otherSalon, url)).status).toBe(403);
    expect((await getRaw(manager, url)).status).toBe(200);
  });

  it('answers 404 to path tricks and unknown names', async () => {
    for (const path of [
      `/media/uploads/${shopId}/..%2F..%2F..%2Fpackage.json`,
      `/media/uploads/${shopId}/%2E%2E%2Fx.png`,
      `/media/uploads/..%2F${shopId}/${url.split('/').pop()}`,
      `/media/uploads/${shopId}/${'0'.repeat(32)}.png`,
      `/media/uploads/${shopId}/${'a'.repeat(32)}.html`,
      `${url}.part`,
    ]) {
      const res = await getRaw(tech, path);
      expect(res.status, path).toBe(404);
      expect(JSON.parse(res.bytes.toString()).code, path).toBe(1404);
    }
  });
});

describe('gallery/all', () => {
  it('shows a technician only their own items, and refuses naming someone else (403)', async () => {
    await postFile(manager, colleagueId, PNG);
    const res = await tech.get<GalleryGroup[]>(`${ALL}?status=PENDING`);
    expect(res.status).toBe(200);
    expect(res.body.payload.map((g) => g.staffId)).toEqual([techId]);
    expect(res.body.payload[0]?.staffName).toMatch(/\S/);
    expect(res.body.payload[0]?.details.every((d) => d.status === 'PENDING')).toBe(true);

    const approved = await tech.get<GalleryGroup[]>(`${ALL}?status=APPROVED`);
    expect(approved.body.payload.every((g) => g.staffId === techId)).toBe(true);
    expect(approved.body.payload.flatMap((g) => g.details).every((d) => d.status === 'APPROVED')).toBe(true);

    const own = await tech.get<GalleryGroup[]>(`${ALL}?status=PENDING&staffId=${techId}`);
    expect(own.body.payload).toEqual(res.body.payload);
    const other = await tech.get(`${ALL}?status=PENDING&staffId=${colleagueId}`);
    expect(other.status).toBe(403);
  });

  it("shows a manager the salon's items, optionally one staff member's", async () => {
    const res = await manager.get<GalleryGroup[]>(`${ALL}?status=PENDING`);
    expect(res.status).toBe(200);
    const ids = res.body.payload.map((g) => g.staffId);
    expect(ids).toContain(techId);
    expect(ids).toContain(colleagueId);
    const rows = await server.database.db
      .select({ n: count() })
      .from(galleryItems)
      .where(and(eq(galleryItems.shopId, shopId), eq(galleryItems.status, 'PENDING')));
    expect(res.body.payload.flatMap((g) => g.details).length).toBe(rows[0]?.n);

    const one = await manager.get<GalleryGroup[]>(`${ALL}?status=PENDING&staffId=${colleagueId}`);
    expect(one.body.payload.map((g) => g.staffId)).toEqual([colleagueId]);
    // Another salon's staff member is unknown here, as on every call that reads by staff id.
    const elsewhere = await manager.get<GalleryGroup[]>(`${ALL}?status=PENDING&staffId=${otherSalonStaffId}`);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe('There is no such staff member in this salon.');
  });

  it('validates the query', async () => {
    expect((await tech.get(`${ALL}?status=DELETED`)).status).toBe(400);
    expect((await tech.get(ALL)).status).toBe(400);
    expect((await tech.get(`${ALL}?status=PENDING&extra=1`)).status).toBe(400);
  });
});

describe('gallery/approved and gallery/delete', () => {
  const statusOf = async (ids: number[]) =>
    Object.fromEntries(
      (
        await server.database.db
          .select({ id: galleryItems.id, status: galleryItems.status })
          .from(galleryItems)
          .where(inArray(galleryItems.id, ids))
      ).map((r) => [r.id, r.status]),
    );
  const uploadPending = async () => (await postFile(tech, techId, PNG)).body.payload;
  let otherSalonItem: number;
  beforeAll(async () => {
    const [row] = await server.database.db
      .select({ id: galleryItems.id })
      .from(galleryItems)
      .where(ne(galleryItems.shopId, shopId))
      .limit(1);
    if (!row) throw new Error('no gallery item of another salon in the seed');
    otherSalonItem = row.id;
  });

  it('publishes the selected pending items; the technician then sees them as public', async () => {
    const a = await uploadPending();
    const b = await uploadPending();
    const res = await manager.post<GallerySelectionResponse>(APPROVE, {
      ids: [a.galleryId, b.galleryId, a.galleryId],
    });
    expect(res.status).toBe(200);
    expect(res.body.payload.ids).toEqual([a.galleryId, b.galleryId]);
    expect(await statusOf([a.galleryId, b.galleryId])).toEqual({
      [a.galleryId]: 'APPROVED',
      [b.galleryId]: 'APPROVED',
    });
    const [row] = await server.database.db
      .select({ approvedAt: galleryItems.approvedAt })
      .from(galleryItems)
      .where(eq(galleryItems.id, a.galleryId));
    expect(row?.approvedAt).toBeInstanceOf(Date);

    const mine = await tech.get<GalleryGroup[]>(`${ALL}?status=APPROVED`);
    const shown = mine.body.payload.flatMap((g) => g.details).map((d) => d.galleryId);
    expect(shown).toEqual(expect.arrayContaining([a.galleryId, b.galleryId]));
    const pending = await tech.get<GalleryGroup[]>(`${ALL}?status=PENDING`);
    expect(pending.body.payload.flatMap((g) => g.details).map((d) => d.galleryId)).not.toContain(a.galleryId);

    // Publishing again changes nothing and answers the same.
    const again = await manager.post<GallerySelectionResponse>(APPROVE, { ids: [a.galleryId] });
    expect(again.status).toBe(200);
    expect(again.body.payload.ids).toEqual([a.galleryId]);
    expect(await statusOf([a.galleryId])).toEqual({ [a.galleryId]: 'APPROVED' });
  });

  it('deletes the selected items and their files; the technician no longer sees them', async () => {
    const a = await uploadPending();
    const file = a.urlImage.split('/').pop() ?? '';
    expect(await storedFiles()).toContain(file);
    const res = await manager.post<GallerySelectionResponse>(DELETE, { ids: [a.galleryId] });
    expect(res.status).toBe(200);
    expect(res.body.payload.ids).toEqual([a.galleryId]);
    expect(await statusOf([a.galleryId])).toEqual({});
    expect(await storedFiles()).not.toContain(file);
    const pending = await tech.get<GalleryGroup[]>(`${ALL}?status=PENDING`);
    expect(pending.body.payload.flatMap((g) => g.details).map((d) => d.galleryId)).not.toContain(a.galleryId);
    // Gone: a second delete without a key names an item the salon no longer has.
    expect((await manager.post(DELETE, { ids: [a.galleryId] })).status).toBe(404);
  });

  it("refuses another salon's item with 404 and changes nothing of the selection", async () => {
    const a = await uploadPending();
    for (const path of [APPROVE, DELETE]) {
      const res = await manager.post(path, { ids: [a.galleryId, otherSalonItem] });
      expect(res.status, path).toBe(404);
      expect((res.body as { message: string }).message).toBe(
        "One of the selected items is not in this salon's gallery any more.",
      );
    }
    expect(await statusOf([a.galleryId])).toEqual({ [a.galleryId]: 'PENDING' });
    const [other] = await server.database.db
      .select({ id: galleryItems.id })
      .from(galleryItems)
      .where(eq(galleryItems.id, otherSalonItem));
    expect(other?.id).toBe(otherSalonItem);
  });

  it('refuses a technician (403) and a caller without a session (401)', async () => {
    const a = await uploadPending();
    for (const path of [APPROVE, DELETE]) {
      const res = await tech.post(path, { ids: [a.galleryId] });
      expect(res.status, path).toBe(403);
      expect((await new TestClient(server.url).post(path, { ids: [a.galleryId] })).status).toBe(401);
    }
    expect(await statusOf([a.galleryId])).toEqual({ [a.galleryId]: 'PENDING' });
  });

  it('answers 400 with a sentence for an empty, too long or malformed selection', async () => {
    for (const path of [APPROVE, DELETE]) {
      const empty = await manager.post(path, { ids: [] });
      expect(empty.status).toBe(400);
      expect((empty.body as { message: string }).message).toMatch(/Select at least one item\./);
      const many = await manager.post(path, {
        ids: Array.from({ length: MAX_GALLERY_SELECTION + 1 }, (_, i) => i + 1),
      });
      expect(many.status).toBe(400);
      expect((many.body as { message: string }).message).toMatch(/at most 200 items/);
      expect((await manager.post(path, { ids: ['x'] })).status).toBe(400);
      expect((await manager.post(path, [1, 2])).status).toBe(400);
      expect((await manager.post(path, { ids: [1], extra: true })).status).toBe(400);
    }
  });

  it('answers a repeat with the same Idempotency-Key the same, changing nothing more', async () => {
    const a = await uploadPending();
    const key = randomUUID();
    const first = await manager.post(DELETE, { ids: [a.galleryId] }, { 'idempotency-key': key });
    const again = await manager.post(DELETE, { ids: [a.galleryId] }, { 'idempotency-key': key });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replay')).toBe('true');

    const b = await uploadPending();
    const approveKey = randomUUID();
    const one = await manager.post(APPROVE, { ids: [b.galleryId] }, { 'idempotency-key': approveKey });
    const two = await manager.post(APPROVE, { ids: [b.galleryId] }, { 'idempotency-key': approveKey });
    expect(two.body).toEqual(one.body);
    expect(two.headers.get('idempotent-replay')).toBe('true');
  });
});
