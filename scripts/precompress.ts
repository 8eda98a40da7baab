/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build (dist/), so the
 * server sends them compressed without compressing on each request (@fastify/static `preCompressed`).
 * Runs after `vite build` (npm run build). Prints what the app's files weigh as sent.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = process.argv[2] ?? 'dist';
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;
/** Below this a compressed copy saves less than its own header costs. */
const MIN_BYTES = 200;

let raw = 0;
let br = 0;
let files = 0;
for (const name of readdirSync(DIST, { recursive: true, encoding: 'utf8' })) {
  const path = join(DIST, name);
  if (!TEXT.test(name) || !statSync(path).isFile()) continue;
  const bytes = readFileSync(path);
  if (bytes.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  writeFileSync(`${path}.br`, brotli);
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  raw += bytes.length;
  br += brotli.length;
  files++;
}
console.log(
  `precompressed ${files} files: ${(raw / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB with brotli`,
);
