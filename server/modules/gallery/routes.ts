import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { ErrorCode } from '../../../src/contract/envelope.ts';
import { type GalleryEvent, staffGalleryTopic } from '../../../src/contract/gallery.ts';
import { RateLimiter, type RateLimitStore, waitText } from '../../auth/rate-limit.ts';
import { forbidden, notFound, tooMany } from '../../errors.ts';
import { HttpError } from '../../http/errors.ts';
import { type RouteDeps, route, sessionFor } from '../../http/route.ts';
import type { EventBus } from '../../realtime/bus.ts';
import {
  approveItems,
  assertCanUploadFor,
  deleteItems,
  findUpload,
  galleryList,
  type ItemsByStaff,
  removeStoredFile,
  STORED_NAME,
  storeUpload,
  UPLOADS_URL,
  UploadReceiver,
} from './service.ts';
import { MIME_BY_EXT, type StoredExt } from './sniff.ts';
import { readUploadForm } from './upload-form.ts';

export interface GalleryDeps extends RouteDeps {
  /** Live updates: the staff member's gallery topic hears of a publish or a delete. */
  bus: EventBus;
  /** Folder of uploaded files (one sub-folder per salon). */
  uploadDir: string;
  /** Uploads allowed per staff member (the one signed in) in an hour. */
  uploadLimitPerHour: number;
  /** Where the uploads are counted. */
  rateLimits: RateLimitStore;
}

const CACHE_CONTROL = 'private, max-age=86400';

export function galleryRoutes(app: FastifyInstance, deps: GalleryDeps): void {
  const uploadsPerStaff = new RateLimiter('upload-staff', deps.uploadLimitPerHour, 60 * 60 * 1000);
  route(app, deps, endpoints.galleryAll, async ({ query, db }, session) => galleryList(db, session, query));
  /** Once committed, each staff member whose items changed is told (their account page reloads). */
  const tell = (type: GalleryEvent['type'], staff: ItemsByStaff) => async () => {
    const at = deps.now().toISOString();
    for (const [staffId, ids] of staff) deps.bus.publish(staffGalleryTopic(staffId), { type, ids, at });
  };
  route(app, deps, endpoints.galleryApprove, async ({ body, db, afterCommit }, session) => {
    const { ids, staff } = await approveItems(db, session, body.ids, deps.now());
    afterCommit(tell('approved', staff));
    return { ids };
  });
  route(app, deps, endpoints.galleryDelete, async ({ body, db, afterCommit }, session) => {
    const { ids, files, staff } = await deleteItems(db, session, body.ids);
    // The files go once the rows are gone for good (a rolled back deletion keeps them).
    afterCommit(() => Promise.all(files.map((url) => removeStoredFile(deps.uploadDir, url))));
    afterCommit(tell('deleted', staff));
    return { ids };
  });

  // Multipart bodies are parsed only inside this scope (elsewhere multipart stays a 415), and only as the
  // handler reads them: checks come first, and the file streams to disk.
  app.register(async (scope) => {
    await scope.register(fastifyMultipart);
    route(
      scope,
      deps,
      endpoints.galleryUpload,
      async ({ params, req, reply, db, commit }, session) => {
        await assertCanUploadFor(db, session, params.staffId);
        const wait = await deps.rateLimits.admit(db, deps.now().getTime(), [
          [uploadsPerStaff, String(session.staffId)],
        ]);
        if (wait > 0) {
          throw tooMany(
            `You can upload ${deps.uploadLimitPerHour} files an hour. Try again in ${waitText(wait)}.`,
          );
        }
        const receiver = new UploadReceiver(deps.uploadDir, session.shopId);
        let kept: string | undefined;
        try {
          const file = await readUploadForm(req, reply, receiver);
          // With an Idempotency-Key the item and the stored answer commit together; a repeat of the same
          // file replays the first answer and stores nothing.
          return await commit(async (tx) => {
            const stored = await storeUpload(
              tx,
              deps.uploadDir,
              session.shopId,
              params.staffId,
              file,
              deps.now(),
            );
            kept = stored.urlImage;
            return stored;
          }, file.sha256);
        } catch (err) {
          // The item's transaction did not commit: its file goes too.
          if (kept) await removeStoredFile(deps.uploadDir, kept);
          throw err;
        } finally {
          // Whatever did not become a gallery item (refused, cut off, failed, replayed) leaves nothing behind.
          await receiver.discard();
        }
      },
      { idempotency: 'commit-step' },
    );
  });

  // Uploaded files are salon-internal: only a session of the same salon reads them.
  app.get<{ Params: { shopId: string; file: string } }>(
    `${UPLOADS_URL}/:shopId/:file`,
    async (req, reply) => {
      const session = await sessionFor(deps, 'session', req);
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
  reply
    .type(mime)
    .header('cache-control', CACHE_CONTROL)
    .header('accept-ranges', 'bytes')
    // Shown in place under its stored name (a generated one); the sandboxing policy is the hook's.
    .header('content-disposition', `inline; filename="${basename(path)}"`);
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
