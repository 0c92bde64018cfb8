import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine, crc32Shift } from './crc32-combine';

describe('CRC-32 of two texts from the CRC of each', () => {
  it("equals zlib's CRC over the two joined, for empty, short, long and odd lengths", () => {
    const lengths: [number, number][] = [
      [0, 0],
      [0, 7],
      [7, 0],
      [1, 1],
      [213, 5_533],
      [70_000, 3],
      [3, 70_001],
      [12, 1 << 20],
    ];
    for (const [a, b] of lengths) {
      const first = randomBytes(a);
      const second = randomBytes(b);
      const combined = crc32Combine(crc32(first), crc32(second), crc32Shift(b));
      expect(combined, `${a} then ${b} bytes`).toBe(crc32(Buffer.concat([first, second])));
    }
  });

  it('depends on the second text’s length: a shift made for another length gives another CRC', () => {
    const first = Buffer.from('{"location":');
    const second = Buffer.from('{"info":[]}');
    const right = crc32Combine(crc32(first), crc32(second), crc32Shift(second.length));
    const wrong = crc32Combine(crc32(first), crc32(second), crc32Shift(second.length + 1));
    expect(right).toBe(crc32(Buffer.concat([first, second])));
    expect(wrong).not.toBe(right);
  });
});
