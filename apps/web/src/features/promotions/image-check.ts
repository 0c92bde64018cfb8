/**
 * The application rules in the browser (spec §5), before anything is sent: at most three
 * pictures, each under 5 MB, and really PNG or JPEG — read from the file's first bytes, not
 * its name or the type the browser guessed. The server checks all of it again.
 */
import {
  APPLICATION_IMAGE_MAX_BYTES,
  APPLICATION_MAX_IMAGES,
} from '@wl/contract/promotions/apply-promotion';

export type ImageProblem = 'tooMany' | 'tooLarge' | 'notImage';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

export function isPngOrJpeg(head: Uint8Array): boolean {
  const starts = (sig: number[]) => sig.every((byte, i) => head[i] === byte);
  return starts(PNG) || starts(JPEG);
}

export async function checkImages(files: File[]): Promise<ImageProblem | null> {
  if (files.length > APPLICATION_MAX_IMAGES) return 'tooMany';
  for (const file of files) {
    if (file.size >= APPLICATION_IMAGE_MAX_BYTES) return 'tooLarge';
    const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
    if (!isPngOrJpeg(head)) return 'notImage';
  }
  return null;
}

/** The file's bytes as base64, for the JSON body. */
export async function toBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}
