/**
 * STOMP 1.2 frames (https://stomp.github.io/stomp-specification-1.2.html), pure: no sockets, no state.
 *
 * One WebSocket message carries zero or more complete frames, each possibly preceded or followed by
 * heart-beat EOLs (`\n` or `\r\n`). A frame split over two messages is a broken frame (the STOMP-over-
 * WebSocket clients, @stomp/stompjs among them, send one frame per message). Parsing never throws: a
 * broken message gives `{ ok: false, error }` and the broker answers with an ERROR frame.
 */

/** Every command of STOMP 1.2, client and server frames. */
export const COMMANDS = [
  'CONNECT',
  'STOMP',
  'SEND',
  'SUBSCRIBE',
  'UNSUBSCRIBE',
  'ACK',
  'NACK',
  'BEGIN',
  'COMMIT',
  'ABORT',
  'DISCONNECT',
  'CONNECTED',
  'MESSAGE',
  'RECEIPT',
  'ERROR',
] as const;
export type Command = (typeof COMMANDS)[number];

/** A WebSocket message (all its frames together) larger than this is refused. */
export const MAX_MESSAGE_BYTES = 64 * 1024;

export interface Frame {
  command: Command;
  /** Header names to values; a repeated header keeps its first value (STOMP 1.2 §"Repeated Header Entries"). */
  headers: Map<string, string>;
  /** The body as UTF-8 text. */
  body: string;
}

export type ParseResult =
  | { ok: true; frames: Frame[]; heartbeats: number }
  | { ok: false; error: string /** The frames parsed before the broken one. */; frames: Frame[] };

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;

const commandSet: ReadonlySet<string> = new Set(COMMANDS);
const decoder = new TextDecoder('utf-8');
const encoder = new TextEncoder();

/** Parses one WebSocket message (text or binary). */
export function parseMessage(data: Uint8Array | string, maxBytes = MAX_MESSAGE_BYTES): ParseResult {
  const bytes = typeof data === 'string' ? encoder.encode(data) : data;
  const frames: Frame[] = [];
  if (bytes.length > maxBytes) {
    return { ok: false, error: `Frame too large: ${bytes.length} bytes (at most ${maxBytes})`, frames };
  }
  let heartbeats = 0;
  let i = 0;
  for (;;) {
    // Heart-beats and the EOLs allowed after a frame's NUL.
    while (i < bytes.length) {
      if (bytes[i] === LF) {
        heartbeats++;
        i++;
      } else if (bytes[i] === CR && bytes[i + 1] === LF) {
        heartbeats++;
        i += 2;
      } else break;
    }
    if (i >= bytes.length) return { ok: true, frames, heartbeats };
    const parsed = parseFrame(bytes, i);
    if ('error' in parsed) return { ok: false, error: parsed.error, frames };
    frames.push(parsed.frame);
    i = parsed.next;
  }
}

/** The end of the line starting at `from` (index of its LF) and the line's text without CR. */
function readLine(bytes: Uint8Array, from: number): { line: string; next: number } | null {
  const lf = bytes.indexOf(LF, from);
  if (lf < 0) return null;
  const end = lf > from && bytes[lf - 1] === CR ? lf - 1 : lf;
  return { line: decoder.decode(bytes.subarray(from, end)), next: lf + 1 };
}

function parseFrame(bytes: Uint8Array, start: number): { frame: Frame; next: number } | { error: string } {
  const commandLine = readLine(bytes, start);
  if (!commandLine) return { error: 'Broken frame: no end of line after the command (missing NUL?)' };
  const command = commandLine.line;
  if (!commandSet.has(command)) return { error: `Unknown command: ${printable(command)}` };
  // CONNECT and CONNECTED headers are not escaped (STOMP 1.2, "Value Encoding").
  const escaped = command !== 'CONNECT' && command !== 'CONNECTED';
  const headers = new Map<string, string>();
  let i = commandLine.next;
  for (;;) {
    if (bytes[i] === LF) {
      i += 1;
      break;
    }
    if (bytes[i] === CR && bytes[i + 1] === LF) {
      i += 2;
      break;
    }
    const headerLine = readLine(bytes, i);
    if (!headerLine) return { error: 'Broken frame: headers do not end with an empty line (missing NUL?)' };
    i = headerLine.next;
    const colon = headerLine.line.indexOf(':');
    if (colon <= 0) return { error: `Bad header line: ${printable(headerLine.line)}` };
    const rawName = headerLine.line.slice(0, colon);
    const rawValue = headerLine.line.slice(colon + 1);
    const name = escaped ? unescapeHeader(rawName) : rawName;
    const value = escaped ? unescapeHeader(rawValue) : rawValue;
    if (name === null || value === null) {
      return { error: `Bad escape sequence in header: ${printable(headerLine.line)}` };
    }
    if (!headers.has(name)) headers.set(name, value);
  }
  const lengthHeader = headers.get('content-length');
  let bodyEnd: number;
  if (lengthHeader !== undefined) {
    if (!/^\d{1,9}$/.test(lengthHeader)) return { error: `Bad content-length: ${printable(lengthHeader)}` };
    bodyEnd = i + Number(lengthHeader);
    if (bodyEnd >= bytes.length) return { error: 'Broken frame: body shorter than content-length' };
    if (bytes[bodyEnd] !== NUL) return { error: 'Broken frame: no NUL after content-length octets' };
  } else {
    bodyEnd = bytes.indexOf(NUL, i);
    if (bodyEnd < 0) return { error: 'Broken frame: missing NUL at the end of the frame' };
  }
  const body = decoder.decode(bytes.subarray(i, bodyEnd));
  return { frame: { command: command as Command, headers, body }, next: bodyEnd + 1 };
}

/** Decodes `\r \n \c \\`; null on any other escape (a fatal protocol error in STOMP 1.2). */
export function unescapeHeader(text: string): string | null {
  if (!text.includes('\\')) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c !== '\\') {
      out += c;
      continue;
    }
    const next = text[++i];
    if (next === 'n') out += '\n';
    else if (next === 'r') out += '\r';
    else if (next === 'c') out += ':';
    else if (next === '\\') out += '\\';
    else return null;
  }
  return out;
}

export function escapeHeader(text: string): string {
  return text.replace(/[\\\r\n:]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\r' ? '\\r' : c === '\n' ? '\\n' : '\\c',
  );
}

/**
 * One frame as text ready to send: headers escaped (except on CONNECT/CONNECTED), a content-length
 * when there is a body, the body and the closing NUL.
 */
export function serializeFrame(
  command: Command,
  headers: Readonly<Record<string, string | number | undefined>> = {},
  body = '',
): string {
  const escaped = command !== 'CONNECT' && command !== 'CONNECTED';
  let out = `${command}\n`;
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name === 'content-length') continue;
    const text = String(value);
    out += escaped ? `${escapeHeader(name)}:${escapeHeader(text)}\n` : `${name}:${text}\n`;
  }
  if (body !== '') out += `content-length:${encoder.encode(body).length}\n`;
  return `${out}\n${body}\0`;
}

/** A heart-beat: one EOL. */
export const HEARTBEAT = '\n';

/**
 * The agreed heart-beat periods in ms (0 = none), from the client's `heart-beat: cx,cy` and the
 * server's wish `sx,sy` (STOMP 1.2, "Heart-beating"): the server sends every max(sx, cy) and expects
 * the client every max(cx, sy). Null when the client's header is malformed.
 */
export function negotiateHeartbeat(
  clientHeader: string | undefined,
  server: { send: number; receive: number },
): { send: number; receive: number } | null {
  let cx = 0;
  let cy = 0;
  if (clientHeader !== undefined) {
    const match = /^\s*(\d{1,9})\s*,\s*(\d{1,9})\s*$/.exec(clientHeader);
    if (!match) return null;
    cx = Number(match[1]);
    cy = Number(match[2]);
  }
  return {
    send: server.send === 0 || cy === 0 ? 0 : Math.max(server.send, cy),
    receive: server.receive === 0 || cx === 0 ? 0 : Math.max(server.receive, cx),
  };
}

/** A short, single-line excerpt of client text for an error message. */
function printable(text: string): string {
  const clean = text.replace(/[^\x20-\x7e]/g, '?');
  return clean.length > 40 ? `${clean.slice(0, 40)}…` : clean;
}
