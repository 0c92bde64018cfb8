/**
 * CRC-32 (the gzip trailer's, RFC 1952) of two texts one after the other from the CRC of each
 * and the second's length — zlib's `crc32_combine`, which Node's zlib does not expose. A reply
 * spliced from a part written per request and a part kept for many (gzip-splice.ts) then costs
 * a CRC over its own few bytes, not over the kept kilobytes again.
 *
 * The arithmetic is zlib's (crc32.c): CRCs are polynomials over GF(2) in reflected bit order;
 * appending n bytes multiplies the first CRC by x^(8n) modulo the CRC polynomial, and the
 * second CRC is added (xor). `crc32Shift(n)` is that multiplier, made once per kept part.
 */
const POLY = 0xedb88320;

/** a·b modulo the CRC polynomial (reflected: bit 31 is x^0). */
function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0..31 (zlib's x2n_table). */
const X2N: number[] = [];
for (let k = 0, p = 0x40000000; k < 32; k++, p = multModP(p, p)) X2N.push(p);

/** The multiplier that shifts a CRC over `length` more bytes: x^(8·length) modulo the polynomial. */
export function crc32Shift(length: number): number {
  let p = 0x80000000; // x^0
  for (let n = length, k = 3; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2 === 1) p = multModP(X2N[k % 32]!, p);
  }
  return p >>> 0;
}

/** CRC-32 of A then B, from crc32(A), crc32(B) and `crc32Shift(B.length)`. */
export function crc32Combine(crcA: number, crcB: number, shiftOfB: number): number {
  return (multModP(shiftOfB, crcA) ^ crcB) >>> 0;
}
