import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UPLOAD_FIELD, UPLOAD_LIMIT_BYTES } from '../../../src/contract/gallery.ts';
import { DomainError, invalid } from '../../errors.ts';
import { type ReceivedFile, type UploadReceiver, uploadTooLarge } from './service.ts';

/** Room for the multipart framing and small form fields around the file. */
const FORM_OVERHEAD = 64 * 1024;
/**
 * After a refusal the rest of the body is read and dropped (never kept), up to this many bytes in all,
 * so the client gets the answer on a clean connection; past it the connection is closed. A declared
 * Content-Length over it is refused before reading.
 */
const DRAIN_BYTES = 16 * 1024 * 1024;

const NOT_MULTIPART = `Send the file as multipart/form-data in the field "${UPLOAD_FIELD}".`;
const CUT_SHORT = 'The upload ended before the end of the form.';

/**
 * Reads an upload form (multipart/form-data, parsed by @fastify/multipart) as it streams in: the first
 * part named `file` goes to `receiver`, every other part is skipped unread. The whole body may be
 * the limit plus FORM_OVERHEAD; past it the upload is refused (413) at once, however the form is laid
 * out. After a refusal the rest of the body is drained (see DRAIN_BYTES).
 */
export async function readUploadForm(
  req: FastifyRequest,
  reply: FastifyReply,
  receiver: UploadReceiver,
  limit = UPLOAD_LIMIT_BYTES,
): Promise<ReceivedFile> {
  if (!req.isMultipart()) throw invalid(NOT_MULTIPART);
  if (Number(req.headers['content-length']) > DRAIN_BYTES) {
    reply.header('connection', 'close');
    throw uploadTooLarge();
  }
  const budget = limit + FORM_OVERHEAD;
  let received = 0;
  let fileStream: Readable | undefined;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    // The file being read stops at once; between parts the loop below notices.
    if (received > budget) fileStream?.destroy(uploadTooLarge());
  };
  const parts = req.parts({
    // busboy never truncates the file before the receiver's own count refuses it.
    limits: { fileSize: limit + 1, fieldSize: FORM_OVERHEAD },
    // A part named `file` is the file, with or without a filename (busboy's default wants one).
    isPartAFile: (name, type, filename) =>
      name === UPLOAD_FIELD || type === 'application/octet-stream' || filename !== undefined,
  });
  // The first step pipes the request into the parser; counting starts only then, so no byte is missed.
  let step = parts.next();
  req.raw.on('data', count);
  try {
    let file: ReceivedFile | undefined;
    for (let next = await step; !next.done; next = await step) {
      const part = next.value;
      if (received > budget) throw uploadTooLarge();
      if (part.type === 'file') {
        if (file || part.fieldname !== UPLOAD_FIELD) part.file.resume();
        else {
          fileStream = part.file;
          file = await receiver.receive(part.file);
          fileStream = undefined;
        }
      }
      step = parts.next();
    }
    if (received > budget) throw uploadTooLarge();
    if (!file) throw invalid(`Choose a file to upload (form field "${UPLOAD_FIELD}").`);
    return file;
  } catch (err) {
    await drain(req, reply, () => received);
    throw refusalOfForm(err);
  } finally {
    req.raw.off('data', count);
  }
}

/** Reads what is left of the body and drops it; past DRAIN_BYTES in all it stops and closes the connection. */
async function drain(req: FastifyRequest, reply: FastifyReply, received: () => number): Promise<void> {
  const raw = req.raw;
  if (raw.readableEnded || raw.destroyed) return;
  // The parser may still hold the request back (it stopped reading the refused part): take it off.
  raw.unpipe();
  await new Promise<void>((resolve) => {
    const check = () => {
      if (received() <= DRAIN_BYTES) return;
      reply.header('connection', 'close');
      raw.pause();
      done();
    };
    const done = () => {
      raw.off('data', check);
      raw.off('end', done);
      raw.off('close', done);
      resolve();
    };
    raw.on('data', check);
    raw.on('end', done);
    raw.on('close', done);
    raw.resume();
  });
}

/** The parser's own errors in the domain's words (anything else is a server error). */
function refusalOfForm(err: unknown): unknown {
  if (err instanceof DomainError || !(err instanceof Error)) return err;
  const code = (err as { code?: unknown }).code;
  const tooLarge = ['FST_REQ_FILE_TOO_LARGE', 'FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT'];
  if (tooLarge.includes(String(code))) return uploadTooLarge();
  if (code === 'FST_MP_PREMATURE_CLOSE' || /unexpected end of multipart data/i.test(err.message))
    return invalid(CUT_SHORT);
  if (/boundary/i.test(err.message)) return invalid(NOT_MULTIPART);
  if (code === 'FST_PROTO_VIOLATION' || code === 'FST_INVALID_JSON_FIELD_ERROR')
    return invalid('The upload is not valid multipart/form-data.');
  return err;
}
