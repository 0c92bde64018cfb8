import { describe, expect, it } from 'vitest';
import { isPngOrJpeg } from './image-check';

describe('application pictures are recognised by their bytes', () => {
  it('accepts PNG and JPEG signatures and refuses HTML named .png', () => {
    expect(isPngOrJpeg(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      true,
    );
    expect(isPngOrJpeg(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(isPngOrJpeg(new TextEncoder().encode('<html><script>'))).toBe(false);
    expect(isPngOrJpeg(new Uint8Array([]))).toBe(false);
  });
});
