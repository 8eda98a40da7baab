/**
 * The demo gallery's sample videos: small real WebM files (VP8 in Matroska) built from bytes in code, so
 * the demo needs no download and no encoder.
 *
 * Each frame is a VP8 key frame whose two partitions are all zero bytes. A VP8 boolean decoder that reads
 * only zero bytes decodes every flag as 0, whatever its probability, and every 0 here is a valid choice:
 * no segmentation, no loop filter, quantizer index 0, no probability updates, no skipped macroblocks,
 * every macroblock B_PRED with B_DC_PRED sub-blocks and DC_PRED chroma, and every block ends at once
 * (end-of-block is the token tree's 0 branch). The picture is the predicted one: an even grey. The
 * partitions are long enough that the decoder never reads past them.
 */

const WIDTH = 64;
const HEIGHT = 48;
const FRAMES = 10;
const FRAME_MS = 200;
/** Far more zero bytes than the header and the 12 macroblocks of a 64×48 frame read. */
const PARTITION_BYTES = 1024;

/** One VP8 key frame (RFC 6386 §9.1): the frame tag, the start code, the size, then both partitions. */
function vp8KeyFrame(): Buffer {
  const head = Buffer.alloc(10);
  // Bit 0: 0 = key frame; bits 1-3: version 0; bit 4: show frame; bits 5-23: first partition's size.
  const tag = (1 << 4) | (PARTITION_BYTES << 5);
  head.writeUIntLE(tag, 0, 3);
  head.set([0x9d, 0x01, 0x2a], 3);
  head.writeUInt16LE(WIDTH, 6); // no horizontal scaling
  head.writeUInt16LE(HEIGHT, 8); // no vertical scaling
  return Buffer.concat([head, Buffer.alloc(PARTITION_BYTES * 2)]);
}

/** An EBML variable-length size (RFC 8794): the shortest of 1 to 8 bytes. */
function vsize(n: number): Buffer {
  for (let len = 1; len <= 8; len++) {
    if (n < 2 ** (7 * len) - 1) {
      const out = Buffer.alloc(len);
      let rest = n;
      for (let i = len - 1; i >= 0; i--) {
        out[i] = rest % 256;
        rest = Math.floor(rest / 256);
      }
      out[0] = (out[0] ?? 0) | (0x80 >> (len - 1));
      return out;
    }
  }
  throw new Error(`EBML size too large: ${n}`);
}

const element = (id: number, ...payload: Buffer[]) => {
  const body = Buffer.concat(payload);
  // An element id is written as it is numbered, marker bits included (0x1a45dfa3 is 4 bytes).
  const hex = id.toString(16);
  const idBytes = Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
  return Buffer.concat([idBytes, vsize(body.length), body]);
};
const uint = (id: number, value: number) => {
  const bytes: number[] = [];
  let rest = value;
  do {
    bytes.unshift(rest % 256);
    rest = Math.floor(rest / 256);
  } while (rest > 0);
  return element(id, Buffer.from(bytes));
};
const str = (id: number, value: string) => element(id, Buffer.from(value, 'latin1'));
const float = (id: number, value: number) => {
  const b = Buffer.alloc(8);
  b.writeDoubleBE(value);
  return element(id, b);
};

/** A SimpleBlock of track 1 at `ms` into its cluster, a key frame. */
function simpleBlock(ms: number, frame: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head[0] = 0x81; // track 1
  head.writeInt16BE(ms, 1);
  head[3] = 0x80; // key frame
  return element(0xa3, head, frame);
}

let cached: Buffer | undefined;

/** The sample video (2 seconds, 64×48, 5 frames a second): every sample number gets the same file. */
export function sampleVideo(): Buffer {
  if (cached) return cached;
  const frame = vp8KeyFrame();
  const ebml = element(
    0x1a45dfa3,
    uint(0x4286, 1),
    uint(0x42f7, 1),
    uint(0x42f2, 4),
    uint(0x42f3, 8),
    str(0x4282, 'webm'),
    uint(0x4287, 2),
    uint(0x4285, 2),
  );
  const info = element(
    0x1549a966,
    uint(0x2ad7b1, 1_000_000),
    str(0x4d80, 'Chairside'),
    str(0x5741, 'Chairside'),
    float(0x4489, FRAMES * FRAME_MS),
  );
  const tracks = element(
    0x1654ae6b,
    element(
      0xae,
      uint(0xd7, 1),
      uint(0x73c5, 1),
      uint(0x83, 1),
      str(0x86, 'V_VP8'),
      element(0xe0, uint(0xb0, WIDTH), uint(0xba, HEIGHT)),
    ),
  );
  const blocks = Array.from({ length: FRAMES }, (_, i) => simpleBlock(i * FRAME_MS, frame));
  const cluster = element(0x1f43b675, uint(0xe7, 0), ...blocks);
  cached = Buffer.concat([ebml, element(0x18538067, info, tracks, cluster)]);
  return cached;
}
