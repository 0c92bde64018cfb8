/**
 * Uploaded pictures are trusted by their bytes, never their names: a PNG or JPEG signature.
 * Shared by withdrawal proofs and promotion applications.
 */
export type ImageType = 'image/png' | 'image/jpeg';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

export function imageTypeOf(bytes: Buffer): ImageType | null {
  if (bytes.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (bytes.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg';
  return null;
}

/** Base64 (optionally a data: URL of a png/jpeg) to bytes; null when it is not base64. */
export function decodeBase64Image(text: string): Buffer | null {
  const base64 = text.replace(/^data:image\/(png|jpe?g);base64,/i, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return null;
  return Buffer.from(base64, 'base64');
}
