import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BASE_PATH, endpoints } from '../../../src/contract/endpoints.ts';
import { ErrorCode, SUCCESS_CODE } from '../../../src/contract/envelope.ts';
import { galleryUploadParams, UPLOAD_LIMIT_BYTES } from '../../../src/contract/gallery.ts';
import { readSessionToken, type SessionContext } from '../../auth/sessions.ts';
import { badRequest, forbidden, HttpError, notFound, unauthorized } from '../../http/errors.ts';
import { API_KEY_HEADER, type RouteDeps, route } from '../../http/route.ts';
import { parseOr400 } from '../../http/validate.ts';
import { MultipartReader, multipartBoundary } from './multipart.ts';
import {
  assertCanUploadFor,
  findUpload,
  galleryList,
  STORED_NAME,
  storeUpload,
  tooLarge,
  UPLOADS_URL,
  UploadReceiver,
} from './service.ts';
import { MIME_BY_EXT, type StoredExt } from './sniff.ts';

export interface GalleryDeps extends RouteDeps {
  /** Folder of uploaded files (one sub-folder per salon). */
  uploadDir: string;
}

/** Room for the multipart framing and small form fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
/**
 * After a refusal the rest of the body is read and dropped (never kept), up to this many bytes in all,
 * so the client gets the answer on a clean connection; past it the connection is closed.
 */
const DRAIN_BYTES = 16 * 1024 * 1024;
const CACHE_CONTROL = 'private, max-age=86400';

/**
 * The session of a hand-written route, resolved as `route()` does for `session` access: 401 without a
 * live session, 403 when the X-Api-Key header names another salon.
 */
async function sessionOf(deps: RouteDeps, req: FastifyRequest): Promise<SessionContext> {
  const token = readSessionToken(req);
  const session = token ? await deps.sessions.find(token, deps.now()) : null;
  if (!session) throw unauthorized();
  const apiKey = req.headers[API_KEY_HEADER];
  if (typeof apiKey === 'string' && apiKey !== '' && apiKey !== session.apiKey) {
    throw forbidden('This request names another salon than the one you are signed in to.');
  }
  return session;
}

export function galleryRoutes(app: FastifyInstance, deps: GalleryDeps): void {
  const limit = UPLOAD_LIMIT_BYTES;

  route(app, deps, endpoints.galleryAll, async ({ query, db }, session) => galleryList(db, session, query));

  // Multipart is parsed here, streaming; the parser below only lets the body through unread, and only
  // inside this scope (elsewhere multipart stays a 415).
  app.register(async (scope) => {
    scope.addContentTypeParser('multipart/form-data', (_req, _payload, done) => done(null));
    const e = endpoints.galleryUpload;
    scope.post(`${BASE_PATH[e.base]}${e.path}`, async (req, reply) => {
      const session = await sessionOf(deps, req);
      const { staffId } = parseOr400(galleryUploadParams, req.params, 'path');
      await assertCanUploadFor(deps.db, session, staffId);
      const boundary = multipartBoundary(req.headers['content-type']);
      if (!boundary) throw badRequest('Send the file as multipart/form-data in the field "file".');
      const declared = Number(req.headers['content-length']);
      if (declared > DRAIN_BYTES) {
        reply.header('connection', 'close');
        throw tooLarge();
      }

      const receiver = new UploadReceiver(deps.uploadDir, session.shopId, limit);
      const reader = new MultipartReader(boundary, receiver);
      let received = 0;
      let refusal: unknown;
      try {
        // Not destroyed on an early exit: the answer still has to go out on this connection.
        for await (const chunk of req.raw.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
          received += chunk.length;
          if (refusal) {
            if (received > DRAIN_BYTES) {
              reply.header('connection', 'close');
              break;
            }
            continue;
          }
          try {
            if (received > limit + MULTIPART_OVERHEAD) throw tooLarge();
            await reader.push(chunk);
          } catch (err) {
            refusal = err;
            await receiver.discard();
          }
        }
        if (refusal) throw refusal;
        if (!reader.finished) throw badRequest('The upload ended before the end of the form.');
        const file = receiver.result();
        const payload = await storeUpload(deps.db, deps.uploadDir, session.shopId, staffId, file, deps.now());
        return { code: SUCCESS_CODE, message: 'OK', payload };
      } finally {
        // Whatever did not become a gallery item (refused, cut off, failed) leaves nothing behind.
        await receiver.discard();
      }
    });
  });

  // Uploaded files are salon-internal: only a session of the same salon reads them.
  app.get<{ Params: { shopId: string; file: string } }>(
    `${UPLOADS_URL}/:shopId/:file`,
    async (req, reply) => {
      const session = await sessionOf(deps, req);
      const { shopId, file } = req.params;
      if (!/^[1-9]\d{0,9}$/.test(shopId) || !STORED_NAME.test(file)) throw notFound();
      if (Number(shopId) !== session.shopId) throw forbidden('These files belong to another salon.');
      const item = await findUpload(deps.db, session.shopId, `${UPLOADS_URL}/${shopId}/${file}`);
      if (!item) throw notFound();
      const path = join(deps.uploadDir, shopId, file);
      const size = await stat(path).then(
        (s) => (s.isFile() ? s.size : undefined),
        () => undefined,
      );
      if (size === undefined) throw notFound();
      const ext = file.slice(file.indexOf('.') + 1) as StoredExt;
      return sendFile(req, reply, path, size, item.mimeType || MIME_BY_EXT[ext]);
    },
  );
}

/** Streams a file, honouring a single `Range: bytes=…` (videos are played by ranges). */
function sendFile(req: FastifyRequest, reply: FastifyReply, path: string, size: number, mime: string) {
  const range = parseRange(req.headers.range, size);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${size}`);
    throw new HttpError(416, ErrorCode.validation, 'The requested range is outside the file.');
  }
  reply.type(mime).header('cache-control', CACHE_CONTROL).header('accept-ranges', 'bytes');
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1);
    return reply.send(createReadStream(path, range));
  }
  reply.header('content-length', size);
  return reply.send(createReadStream(path));
}

/** A single byte range, or null to send the whole file (no header, several ranges, or an unknown unit). */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}
