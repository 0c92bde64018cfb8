import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflatedPart, gzipSpliced } from './gzip-splice';

const settings = Buffer.from(
  `,"info":${JSON.stringify(
    Array.from({ length: 80 }, (_, i) => ({
      module: `m${i}`,
      enabled: i % 3 === 0,
      label: 'Sports',
    })),
  )}}}`,
);

describe('a gzip reply spliced from a part per request and a part deflated once', () => {
  it('decompresses to the two parts one after the other, and is smaller', () => {
    const kept = deflatedPart(settings);
    for (const front of [
      '{"success":true,"value":{"regionRestriction":false,"location":{"ip":"203.0.113.9"}',
      '',
      'é中',
    ]) {
      const body = gzipSpliced(Buffer.from(front), kept);
      expect(gunzipSync(body).toString()).toBe(front + settings.toString());
      expect(body.length).toBeLessThan(Buffer.byteLength(front) + settings.length);
    }
  });

  it('takes the front in pieces, as the status reply writes it, empty pieces included', () => {
    const kept = deflatedPart(settings);
    const pieces = ['{"value":{"regionRestriction":', '', 'true', ',"location":{"ip":"é中"}'];
    const body = gzipSpliced(
      pieces.map((p) => Buffer.from(p)),
      kept,
    );
    expect(body).toEqual(gzipSpliced(Buffer.from(pieces.join('')), kept));
    expect(gunzipSync(body).toString()).toBe(pieces.join('') + settings.toString());
  });

  it('holds a front longer than one stored block, whole or in pieces', () => {
    const pieces = [Buffer.alloc(40_000, 'a'), Buffer.alloc(100_000, 'b'), Buffer.from('c')];
    const whole = Buffer.concat(pieces);
    const kept = deflatedPart(Buffer.from('tail'));
    for (const body of [gzipSpliced(pieces, kept), gzipSpliced(whole, kept)]) {
      expect(gunzipSync(body).equals(Buffer.concat([whole, Buffer.from('tail')]))).toBe(true);
    }
  });

  it('holds a front part longer than one stored block', () => {
    const front = Buffer.alloc(70_000, 'a');
    const body = gzipSpliced(front, deflatedPart(Buffer.from('tail')));
    expect(gunzipSync(body).equals(Buffer.concat([front, Buffer.from('tail')]))).toBe(true);
  });

  it('is refused by a decoder when its checksum is wrong', () => {
    const body = gzipSpliced(Buffer.from('front'), deflatedPart(settings));
    body[body.length - 8]! ^= 1;
    expect(() => gunzipSync(body)).toThrow();
  });
});
