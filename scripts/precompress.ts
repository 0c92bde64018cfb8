/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of a build, at the
 * highest levels: the API server's static handler sends them by Accept-Encoding
 * (preCompressed), so no request pays for compression and the wire carries brotli-11 bytes.
 * Both sites' `build` scripts run it after Vite: `node --import tsx scripts/precompress.ts
 * <dist>` (ADR 0028).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|ico)$/;
/** Below this a compressed copy saves less than its own headers. */
const MIN_BYTES = 512;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Writes file.br and file.gz for each compressible file of dir; returns how many it wrote. */
export function precompressDir(dir: string): number {
  let written = 0;
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const body = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    written += 1;
  }
  return written;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: precompress.ts <dist directory>');
  console.log(`precompressed ${precompressDir(dir)} files in ${dir}`);
}
