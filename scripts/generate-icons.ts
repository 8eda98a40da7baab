/**
 * Draws the app icons (no downloads, no image libraries): a pink tile with a white polish bottle.
 * Writes public/icons/icon-192.png, icon-512.png, maskable-512.png and apple-touch-icon.png.
 * Run: node scripts/generate-icons.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

type Rgba = [number, number, number, number];
const PINK: Rgba = [194, 37, 92, 255];
const WHITE: Rgba = [255, 255, 255, 255];
const SOFT: Rgba = [255, 222, 235, 255];

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function png(size: number, pixel: (x: number, y: number) => Rgba): Buffer {
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = pixel(x + 0.5, y + 0.5);
      const o = y * (size * 4 + 1) + 1 + x * 4;
      raw[o] = r;
      raw[o + 1] = g;
      raw[o + 2] = b;
      raw[o + 3] = a;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const inRoundRect = (x: number, y: number, x0: number, y0: number, x1: number, y1: number, r: number) => {
  const cx = Math.min(Math.max(x, x0 + r), x1 - r);
  const cy = Math.min(Math.max(y, y0 + r), y1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r && x >= x0 && x <= x1 && y >= y0 && y <= y1;
};

/** The glyph in unit coordinates (0..1): a cap and a bottle with a highlight. */
function glyph(u: number, v: number): Rgba | null {
  if (inRoundRect(u, v, 0.42, 0.16, 0.58, 0.42, 0.04)) return WHITE;
  if (inRoundRect(u, v, 0.3, 0.44, 0.7, 0.84, 0.08)) {
    return inRoundRect(u, v, 0.36, 0.5, 0.43, 0.76, 0.035) ? SOFT : WHITE;
  }
  return null;
}

/** `safe`: the share of the tile the glyph may use (maskable icons keep it inside the central 80 %). */
function icon(size: number, rounded: boolean, safe: number): Buffer {
  return png(size, (x, y) => {
    const inside = rounded ? inRoundRect(x, y, 0, 0, size, size, size * 0.22) : true;
    if (!inside) return [0, 0, 0, 0];
    const u = 0.5 + (x / size - 0.5) / safe;
    const v = 0.5 + (y / size - 0.5) / safe;
    return glyph(u, v) ?? PINK;
  });
}

mkdirSync('public/icons', { recursive: true });
writeFileSync('public/icons/icon-192.png', icon(192, true, 1));
writeFileSync('public/icons/icon-512.png', icon(512, true, 1));
writeFileSync('public/icons/maskable-512.png', icon(512, false, 0.75));
writeFileSync('public/icons/apple-touch-icon.png', icon(180, false, 0.85));
console.log('Icons written to public/icons/');
