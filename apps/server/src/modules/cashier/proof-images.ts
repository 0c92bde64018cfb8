import { PROOF_MAX_BYTES, PROOF_MAX_FILES } from '@wl/contract/cashier/payment-confirmation';
import { AppError } from '../../http/app-error';

export interface ProofImage {
  mime: 'image/png' | 'image/jpeg';
  content: Buffer;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/**
 * Decodes "not received" proof images and checks them by their bytes, not their names: a PNG
 * or JPEG signature, under 5 MB each, one to three files. Anything else is `proof_invalid`.
 */
export function readProofImages(proofs: { contentBase64: string }[] | undefined): ProofImage[] {
  if (!proofs || proofs.length === 0) throw new AppError('proof_required');
  if (proofs.length > PROOF_MAX_FILES)
    throw new AppError('proof_invalid', { value: { maxFiles: PROOF_MAX_FILES } });
  return proofs.map((p, index) => {
    const base64 = p.contentBase64.replace(/^data:image\/(png|jpe?g);base64,/i, '');
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw invalid(index, 'not base64');
    const content = Buffer.from(base64, 'base64');
    if (content.length === 0 || content.length > PROOF_MAX_BYTES) throw invalid(index, 'size');
    if (content.subarray(0, PNG.length).equals(PNG)) return { mime: 'image/png' as const, content };
    if (content.subarray(0, JPEG.length).equals(JPEG))
      return { mime: 'image/jpeg' as const, content };
    throw invalid(index, 'not png or jpg');
  });
}

function invalid(index: number, why: string) {
  return new AppError('proof_invalid', { value: { file: index, why } });
}
