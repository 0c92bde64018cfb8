import { crc32, deflateRawSync } from 'node:zlib';
import { crc32Combine, crc32Shift } from './crc32-combine';

/**
 * A reply made of a small part written per request in front of a large part kept for many
 * requests (the system status: the visitor's location, then the merchant's settings), sent
 * gzip-compressed without compressing anything per request. The kept part is deflated once
 * (`deflatedPart`); each reply is one gzip member whose deflate data is the request's part as a
 * stored (uncompressed) block followed by the kept part's own deflate blocks. That is valid
 * deflate (RFC 1951): a stored block ends on a byte boundary, where the next block may begin,
 * and the kept part's blocks refer only to bytes of their own. The trailer's CRC-32 (RFC 1952)
 * covers the whole text: the request's part's CRC combined with the kept part's, made once
 * (crc32-combine.ts), so a reply checksums only its own bytes.
 */
export interface DeflatedPart {
  plain: Buffer;
  deflated: Buffer;
  /** CRC-32 of `plain`, and the multiplier that carries a CRC over its length. */
  crc: number;
  shift: number;
}

/** The kept part deflated once, ending with the final block. */
export function deflatedPart(plain: Buffer): DeflatedPart {
  return {
    plain,
    deflated: deflateRawSync(plain, { level: 6 }),
    crc: crc32(plain),
    shift: crc32Shift(plain.length),
  };
}

/** ID1 ID2 CM=deflate FLG=0 MTIME=0 XFL=0 OS=unknown (RFC 1952 §2.3). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A stored block carries at most this many bytes (LEN is 16 bits). */
const MAX_STORED = 0xffff;

/**
 * `parts`, in order, as stored non-final blocks (RFC 1951 §3.2.4) written into `out` at `at`;
 * returns where they end. One block when they fit (the status front, ~150 bytes), written from
 * the parts themselves; longer, they are joined first and cut at the 16-bit length limit.
 */
function writeStored(out: Buffer, at: number, parts: readonly Buffer[], length: number): number {
  const header = (n: number) => {
    out[at] = 0; // BFINAL 0, BTYPE 00 (stored), then padding to the byte boundary
    out.writeUInt16LE(n, at + 1);
    out.writeUInt16LE(~n & 0xffff, at + 3);
    at += 5;
  };
  if (length <= MAX_STORED) {
    header(length);
    for (const part of parts) at += part.copy(out, at);
    return at;
  }
  const bytes = Buffer.concat(parts, length);
  for (let from = 0; from < length; from += MAX_STORED) {
    const chunk = bytes.subarray(from, from + MAX_STORED);
    header(chunk.length);
    at += chunk.copy(out, at);
  }
  return at;
}

/**
 * One gzip member of the front (its parts one after the other) followed by the kept part,
 * written into one buffer: the CRC runs over the parts where they are, nothing is joined twice
 * (a status reply's work per request, ADR 0062).
 */
export function gzipSpliced(front: Buffer | readonly Buffer[], kept: DeflatedPart): Buffer {
  const parts = Buffer.isBuffer(front) ? [front] : front;
  let length = 0;
  let crc = 0;
  for (const part of parts) {
    length += part.length;
    crc = crc32(part, crc);
  }
  const blocks = Math.max(1, Math.ceil(length / MAX_STORED));
  const size = GZIP_HEADER.length + blocks * 5 + length + kept.deflated.length + 8;
  // Every byte is written below.
  const out = Buffer.allocUnsafe(size);
  let at = GZIP_HEADER.copy(out, 0);
  at = writeStored(out, at, parts, length);
  at += kept.deflated.copy(out, at);
  out.writeUInt32LE(crc32Combine(crc, kept.crc, kept.shift), at);
  out.writeUInt32LE((length + kept.plain.length) % 2 ** 32, at + 4);
  return out;
}
