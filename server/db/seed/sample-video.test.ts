import { describe, expect, it } from 'vitest';
import { sampleVideo } from './sample-video.ts';

describe('the sample video', () => {
  const video = sampleVideo();

  it('is a WebM file of one VP8 track, 64×48, 2 seconds long', () => {
    expect(video.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(video.includes(Buffer.from('webm'))).toBe(true);
    expect(video.includes(Buffer.from('V_VP8'))).toBe(true);
    // Duration (0x4489) as a 64-bit float: 2000 ms.
    const at = video.indexOf(Buffer.from([0x44, 0x89, 0x88]));
    expect(video.readDoubleBE(at + 3)).toBe(2000);
    // PixelWidth 64 (0xb0), PixelHeight 48 (0xba).
    expect(video.includes(Buffer.from([0xb0, 0x81, 64, 0xba, 0x81, 48]))).toBe(true);
  });

  it('holds 10 VP8 key frames, 200 ms apart', () => {
    const startCode = Buffer.from([0x9d, 0x01, 0x2a]);
    const frames: number[] = [];
    for (let at = video.indexOf(startCode); at >= 0; at = video.indexOf(startCode, at + 1)) frames.push(at);
    expect(frames).toHaveLength(10);
    for (const [i, at] of frames.entries()) {
      // The frame tag before the start code: a shown key frame; the block's time before it.
      const tag = video.readUIntLE(at - 3, 3);
      expect(tag & 1).toBe(0);
      expect((tag >> 4) & 1).toBe(1);
      expect(video.readInt16BE(at - 6)).toBe(i * 200);
    }
  });

  it('is built once, small enough for the demo', () => {
    expect(sampleVideo()).toBe(video);
    expect(video.length).toBeLessThan(32_000);
  });
});
