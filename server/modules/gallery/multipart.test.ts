import { describe, expect, it } from 'vitest';
import { MultipartReader, multipartBoundary, type PartInfo } from './multipart.ts';

const BOUNDARY = '----chairside7MA4YWxkTrZu0gW';

function body(parts: { headers: string; content: Buffer }[]): Buffer {
  const pieces: Buffer[] = [Buffer.from('preamble to ignore\r\n')];
  for (const p of parts)
    pieces.push(Buffer.from(`--${BOUNDARY}\r\n${p.headers}\r\n\r\n`), p.content, Buffer.from('\r\n'));
  pieces.push(Buffer.from(`--${BOUNDARY}--\r\nepilogue`));
  return Buffer.concat(pieces);
}

async function read(data: Buffer, chunkSize: number) {
  const parts: { info: PartInfo; content: Buffer[] }[] = [];
  let ended = 0;
  const reader = new MultipartReader(BOUNDARY, {
    onPartStart: (info) => {
      parts.push({ info, content: [] });
    },
    onPartData: (chunk) => {
      parts.at(-1)?.content.push(Buffer.from(chunk));
    },
    onPartEnd: () => {
      ended++;
    },
  });
  for (let i = 0; i < data.length; i += chunkSize) await reader.push(data.subarray(i, i + chunkSize));
  return {
    finished: reader.finished,
    ended,
    parts: parts.map((p) => ({ ...p.info, content: Buffer.concat(p.content) })),
  };
}

describe('MultipartReader', () => {
  // Content that looks like a delimiter without being one, split at every possible place.
  const tricky = Buffer.concat([
    Buffer.from([0x89, 0x50]),
    Buffer.from(`\r\n--${BOUNDARY.slice(0, -1)}x\r\n-`),
  ]);
  const data = body([
    { headers: 'Content-Disposition: form-data; name="note"', content: Buffer.from('hello') },
    {
      headers: 'Content-Disposition: form-data; name="file"; filename="a b.png"\r\nContent-Type: image/png',
      content: tricky,
    },
  ]);

  for (const size of [1, 2, 7, 64, data.length]) {
    it(`gives each part's exact bytes with chunks of ${size}`, async () => {
      const out = await read(data, size);
      expect(out.finished).toBe(true);
      expect(out.ended).toBe(2);
      expect(out.parts).toEqual([
        { name: 'note', filename: undefined, content: Buffer.from('hello') },
        { name: 'file', filename: 'a b.png', content: tricky },
      ]);
    });
  }

  it('is not finished when the body stops early', async () => {
    const out = await read(data.subarray(0, data.length - 30), 16);
    expect(out.finished).toBe(false);
  });

  it('reads the boundary from the content type', () => {
    expect(multipartBoundary(`multipart/form-data; boundary=${BOUNDARY}`)).toBe(BOUNDARY);
    expect(multipartBoundary('multipart/form-data; boundary="a b"')).toBe('a b');
    expect(multipartBoundary('application/json')).toBeUndefined();
    expect(multipartBoundary('multipart/form-data')).toBeUndefined();
  });
});
