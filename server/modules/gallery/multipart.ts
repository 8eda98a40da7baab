import { badRequest } from '../../http/errors.ts';

/** What a multipart part says about itself (from Content-Disposition). */
export interface PartInfo {
  name: string;
  filename: string | undefined;
}

export interface PartHandlers {
  onPartStart(part: PartInfo): void;
  /** The part's bytes, in order, as they arrive. May throw (an HttpError) to refuse the upload. */
  onPartData(chunk: Buffer): Promise<void> | void;
  onPartEnd(): Promise<void> | void;
}

/** A part's headers are small; anything longer is not a form a browser sends. */
const MAX_HEADER_BYTES = 16 * 1024;
const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

/** The boundary of a `multipart/form-data; boundary=…` content type, or undefined. */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  if (!contentType || !/^multipart\/form-data\s*(;|$)/i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match ? (match[1] ?? match[2]) : undefined;
}

function parseDisposition(headerBlock: string): PartInfo | undefined {
  for (const line of headerBlock.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon < 0 || line.slice(0, colon).trim().toLowerCase() !== 'content-disposition') continue;
    const value = line.slice(colon + 1);
    const name = /;\s*name="([^"]*)"/i.exec(value)?.[1] ?? /;\s*name=([^\s;]+)/i.exec(value)?.[1];
    const filename = /;\s*filename="([^"]*)"/i.exec(value)?.[1] ?? /;\s*filename=([^\s;]+)/i.exec(value)?.[1];
    return name === undefined ? undefined : { name, filename };
  }
  return undefined;
}

type State = 'preamble' | 'after-boundary' | 'headers' | 'body' | 'done';

/**
 * A streaming multipart/form-data reader (RFC 7578): bytes go in with `push` as they arrive and each part's
 * content comes out through the handlers as it is found, so only a delimiter's length of a part is ever
 * held back. Malformed bodies throw 400.
 */
export class MultipartReader {
  private readonly delimiter: Buffer;
  private readonly handlers: PartHandlers;
  // The body starts with CRLF so that the first boundary (at offset 0) matches the delimiter too.
  private pending: Buffer = Buffer.from(CRLF);
  private state: State = 'preamble';

  constructor(boundary: string, handlers: PartHandlers) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`);
    this.handlers = handlers;
  }

  get finished(): boolean {
    return this.state === 'done';
  }

  async push(chunk: Buffer): Promise<void> {
    if (this.state === 'done') return; // the epilogue is ignored
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    for (;;) {
      if (this.state === 'preamble' || this.state === 'body') {
        const at = this.pending.indexOf(this.delimiter);
        const keep = at >= 0 ? at : Math.max(0, this.pending.length - (this.delimiter.length - 1));
        if (this.state === 'body' && keep > 0) await this.handlers.onPartData(this.pending.subarray(0, keep));
        if (at < 0) {
          this.pending = this.pending.subarray(keep);
          return;
        }
        if (this.state === 'body') await this.handlers.onPartEnd();
        this.pending = this.pending.subarray(at + this.delimiter.length);
        this.state = 'after-boundary';
      } else if (this.state === 'after-boundary') {
        // RFC 2046 allows transport padding (spaces, tabs) after a boundary.
        let i = 0;
        while (i < this.pending.length && (this.pending[i] === 0x20 || this.pending[i] === 0x09)) i++;
        if (this.pending.length - i < 2) return;
        const next = this.pending.subarray(i, i + 2).toString('latin1');
        if (next === '--') {
          this.state = 'done';
          this.pending = Buffer.alloc(0);
          return;
        }
        if (next !== '\r\n') throw badRequest('The upload is not valid multipart/form-data.');
        this.pending = this.pending.subarray(i + 2);
        this.state = 'headers';
      } else if (this.state === 'headers') {
        const end = this.pending.indexOf(HEADER_END);
        // A part without headers starts straight with the blank line.
        const bare = this.pending.length >= 2 && this.pending[0] === 0x0d && this.pending[1] === 0x0a;
        if (end < 0 && !bare) {
          if (this.pending.length > MAX_HEADER_BYTES)
            throw badRequest('The upload has oversized part headers.');
          return;
        }
        const headerBlock = bare ? '' : this.pending.subarray(0, end).toString('utf8');
        this.pending = this.pending.subarray(bare ? 2 : end + HEADER_END.length);
        this.handlers.onPartStart(parseDisposition(headerBlock) ?? { name: '', filename: undefined });
        this.state = 'body';
      } else {
        return;
      }
    }
  }
}
