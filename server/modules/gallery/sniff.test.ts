import { describe, expect, it } from 'vitest';
import { parseRange } from './routes.ts';
import { sniff } from './sniff.ts';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));

describe('sniff', () => {
  it('recognises PNG, JPEG, MP4, MOV and WebM from their first bytes', () => {
    expect(sniff(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]))?.ext).toBe('png');
    expect(sniff(bytes([0xff, 0xd8, 0xff, 0xdb]))?.ext).toBe('jpg');
    expect(sniff(bytes([0, 0, 0, 0x18], 'ftypisom'))).toEqual({
      ext: 'mp4',
      mime: 'video/mp4',
      mediaType: 'video',
    });
    expect(sniff(bytes([0, 0, 0, 0x14], 'ftypqt  '))).toEqual({
      ext: 'mov',
      mime: 'video/quicktime',
      mediaType: 'video',
    });
    expect(sniff(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]))?.mime).toBe('video/webm');
  });

  it('refuses everything else, whatever the name says', () => {
    expect(sniff(bytes('<!doctype html><html>'))).toBeNull();
    expect(sniff(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniff(bytes('GIF89a\u0001\u0000\u0001\u0000'))).toBeNull();
    expect(sniff(bytes('%PDF-1.7 xxxxx'))).toBeNull();
    expect(sniff(bytes([0, 0, 0, 0x18], 'ftypheic'))).toBeNull(); // HEIC still image
    expect(sniff(bytes([0, 0, 0, 0x1c], 'ftypavif'))).toBeNull(); // AVIF still image
    expect(sniff(bytes([0, 0, 0, 0x20], 'ftypM4A '))).toBeNull(); // audio only
    expect(sniff(bytes([0x89, 0x50, 0x4e]))).toBeNull(); // cut short
    expect(sniff(new Uint8Array())).toBeNull();
  });
});

describe('parseRange', () => {
  it('reads one byte range and refuses impossible ones', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=9-3', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
  });
});
