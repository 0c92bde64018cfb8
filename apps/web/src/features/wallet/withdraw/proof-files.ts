/**
 * Proof images for "not received" (spec §5, §9): png or jpg, each under 5 MB, at most 3.
 * Checked before anything is read or sent; the server checks the bytes again.
 */
import { PROOF_MAX_BYTES, PROOF_MAX_FILES } from '@wl/contract/cashier/payment-confirmation';

export type ProofProblem = 'tooMany' | 'wrongType' | 'tooLarge';

const ACCEPTED_TYPES = new Set(['image/png', 'image/jpeg']);
const ACCEPTED_NAME = /\.(png|jpe?g)$/i;

/** The first problem with the chosen files, or null when all of them may be sent. */
export function checkProofFiles(files: readonly File[]): ProofProblem | null {
  if (files.length > PROOF_MAX_FILES) return 'tooMany';
  for (const f of files) {
    if (!ACCEPTED_TYPES.has(f.type) || !ACCEPTED_NAME.test(f.name)) return 'wrongType';
    if (f.size > PROOF_MAX_BYTES) return 'tooLarge';
  }
  return null;
}

/** The file's bytes as base64 (without the data: prefix). */
export function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const text = String(reader.result);
      resolve(text.slice(text.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

export { PROOF_MAX_FILES };
