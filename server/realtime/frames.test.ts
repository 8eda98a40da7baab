import { describe, expect, it } from 'vitest';
import {
  escapeHeader,
  MAX_MESSAGE_BYTES,
  negotiateHeartbeat,
  parseMessage,
  serializeFrame,
  unescapeHeader,
} from './frames.ts';

const ok = (data: string | Uint8Array) => {
  const result = parseMessage(data);
  if (!result.ok) throw new Error(`expected a parse, got: ${result.error}`);
  return result;
};
const err = (data: string | Uint8Array) => {
  const result = parseMessage(data);
  if (result.ok) throw new Error('expected a parse error');
  return result.error;
};

describe('parseMessage', () => {
  it('reads a frame: command, headers, body up to NUL', () => {
    const { frames, heartbeats } = ok('SUBSCRIBE\nid:sub-0\ndestination:/topic/staff/income/7\n\n\0');
    expect(heartbeats).toBe(0);
    expect(frames).toHaveLength(1);
    expect(frames[0]?.command).toBe('SUBSCRIBE');
    expect(Object.fromEntries(frames[0]?.headers ?? [])).toEqual({
      id: 'sub-0',
      destination: '/topic/staff/income/7',
    });
    expect(frames[0]?.body).toBe('');
  });

  it('accepts CRLF line ends, heart-beat EOLs before and after, several frames', () => {
    const { frames, heartbeats } = ok(
      '\n\r\nSEND\r\ndestination:/a\r\n\r\nhi\0\nDISCONNECT\nreceipt:9\n\n\0\n',
    );
    expect(heartbeats).toBe(4);
    expect(frames.map((f) => f.command)).toEqual(['SEND', 'DISCONNECT']);
    expect(frames[0]?.body).toBe('hi');
    expect(frames[1]?.headers.get('receipt')).toBe('9');
  });

  it('counts a lone heart-beat', () => {
    expect(ok('\n')).toEqual({ ok: true, frames: [], heartbeats: 1 });
    expect(ok('')).toEqual({ ok: true, frames: [], heartbeats: 0 });
  });

  it('unescapes headers, but not on CONNECT', () => {
    const [send] = ok('SEND\ndestination:a\\cb\\nc\\\\d\\re\n\n\0').frames;
    expect(send?.headers.get('destination')).toBe('a:b\nc\\d\re');
    const [connect] = ok('CONNECT\nlogin:a\\cb\nhost:x:y\n\n\0').frames;
    expect(connect?.headers.get('login')).toBe('a\\cb');
    expect(connect?.headers.get('host')).toBe('x:y');
  });

  it('keeps the first of repeated headers', () => {
    const [f] = ok('SEND\nfoo:1\nfoo:2\n\n\0').frames;
    expect(f?.headers.get('foo')).toBe('1');
  });

  it('reads a body by content-length, NULs and multi-byte text included', () => {
    const body = 'a\0b é';
    const bytes = new TextEncoder().encode(body).length;
    const [f] = ok(`SEND\ncontent-length:${bytes}\n\n${body}\0`).frames;
    expect(f?.body).toBe(body);
  });

  it('parses binary messages', () => {
    const [f] = ok(new TextEncoder().encode('STOMP\naccept-version:1.2\n\n\0')).frames;
    expect(f?.command).toBe('STOMP');
  });

  it('gives an error value for broken frames, never throws', () => {
    expect(err('HELLO\n\n\0')).toMatch(/Unknown command/);
    expect(err('SEND\ndestination:/a\n\nno nul')).toMatch(/missing NUL/);
    expect(err('SEND\ndestination:/a')).toMatch(/missing NUL|empty line/);
    expect(err('SEND')).toMatch(/command/);
    expect(err('SEND\nno-colon-here\n\n\0')).toMatch(/Bad header/);
    expect(err('SEND\n:empty-name\n\n\0')).toMatch(/Bad header/);
    expect(err('SEND\nx:bad\\tescape\n\n\0')).toMatch(/escape/);
    expect(err('SEND\ncontent-length:abc\n\n\0')).toMatch(/content-length/);
    expect(err('SEND\ncontent-length:10\n\nabc\0')).toMatch(/content-length/);
    expect(err('SEND\ncontent-length:1\n\nabc\0')).toMatch(/NUL/);
    expect(err(`SEND\n\n${'x'.repeat(MAX_MESSAGE_BYTES)}\0`)).toMatch(/too large/);
  });

  it('returns the frames before a broken one', () => {
    const result = parseMessage('DISCONNECT\n\n\0JUNK\n\n\0');
    expect(result.ok).toBe(false);
    expect(result.frames.map((f) => f.command)).toEqual(['DISCONNECT']);
  });

  it('survives random bytes', () => {
    for (let n = 0; n < 2000; n++) {
      const bytes = new Uint8Array(1 + Math.floor(Math.random() * 64));
      for (let i = 0; i < bytes.length; i++) {
        bytes[i] = Math.random() < 0.3 ? ([0, 10, 13, 58, 92][Math.floor(Math.random() * 5)] ?? 0) : 65;
      }
      expect(() => parseMessage(bytes)).not.toThrow();
    }
  });
});

describe('serializeFrame', () => {
  it('writes escaped headers, content-length and the NUL, and parses back', () => {
    const text = serializeFrame(
      'MESSAGE',
      { subscription: 's:1', 'message-id': '1', destination: '/t', 'content-type': 'application/json' },
      '{"a":"é"}',
    );
    expect(text).toBe(
      'MESSAGE\nsubscription:s\\c1\nmessage-id:1\ndestination:/t\ncontent-type:application/json\ncontent-length:10\n\n{"a":"é"}\0',
    );
    const [f] = ok(text).frames;
    expect(f?.headers.get('subscription')).toBe('s:1');
    expect(f?.body).toBe('{"a":"é"}');
  });

  it('leaves CONNECTED headers unescaped and skips undefined headers', () => {
    expect(serializeFrame('CONNECTED', { version: '1.2', 'heart-beat': '0,0', x: undefined })).toBe(
      'CONNECTED\nversion:1.2\nheart-beat:0,0\n\n\0',
    );
  });

  it('escapes and unescapes symmetrically', () => {
    for (const s of ['', 'plain', 'a:b', 'back\\slash', 'multi\nline\r\n', '\\c literally']) {
      expect(unescapeHeader(escapeHeader(s))).toBe(s);
    }
  });
});

describe('negotiateHeartbeat', () => {
  const server = { send: 10_000, receive: 10_000 };
  it('takes the larger of both wishes, 0 when either side does not want one', () => {
    expect(negotiateHeartbeat('4000,20000', server)).toEqual({ send: 20_000, receive: 10_000 });
    expect(negotiateHeartbeat('0,0', server)).toEqual({ send: 0, receive: 0 });
    expect(negotiateHeartbeat('0,500', server)).toEqual({ send: 10_000, receive: 0 });
    expect(negotiateHeartbeat(undefined, server)).toEqual({ send: 0, receive: 0 });
    expect(negotiateHeartbeat('1000,1000', { send: 0, receive: 0 })).toEqual({ send: 0, receive: 0 });
  });
  it('refuses a malformed header', () => {
    expect(negotiateHeartbeat('fast', server)).toBeNull();
    expect(negotiateHeartbeat('1,2,3', server)).toBeNull();
  });
});
