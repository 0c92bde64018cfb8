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

/** Stored, non-final blocks holding `bytes` (RFC 1951 §3.2.4). */
function storedBlocks(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let at = 0; at < bytes.length || blocks.length === 0; at += MAX_STORED) {
    const chunk = bytes.subarray(at, at + MAX_STORED);
    const header = Buffer.alloc(5);
    header[0] = 0; // BFINAL 0, BTYPE 00 (stored), then padding to the byte boundary
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
  }
  return blocks;
}

/** One gzip member of `front` followed by the kept part. */
export function gzipSpliced(front: Buffer, kept: DeflatedPart): Buffer {
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32Combine(crc32(front), kept.crc, kept.shift), 0);
  trailer.writeUInt32LE((front.length + kept.plain.length) % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, ...storedBlocks(front), kept.deflated, trailer]);
}
