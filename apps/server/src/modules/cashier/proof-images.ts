import { PROOF_MAX_BYTES, PROOF_MAX_FILES } from '@wl/contract/cashier/payment-confirmation';
import { AppError } from '../../http/app-error';
import { decodeBase64Image, imageTypeOf } from '../../providers/storage/image-type';

export interface ProofImage {
  mime: 'image/png' | 'image/jpeg';
  content: Buffer;
}

/**
 * Decodes "not received" proof images and checks them by their bytes, not their names: a PNG
 * or JPEG signature, under 5 MB each, one to three files. Anything else is `proof_invalid`.
 */
export function readProofImages(proofs: { contentBase64: string }[] | undefined): ProofImage[] {
  if (!proofs || proofs.length === 0) throw new AppError('proof_required');
  if (proofs.length > PROOF_MAX_FILES)
    throw new AppError('proof_invalid', { value: { maxFiles: PROOF_MAX_FILES } });
  return proofs.map((p, index) => {
    const content = decodeBase64Image(p.contentBase64);
    if (!content) throw invalid(index, 'not base64');
    if (content.length === 0 || content.length > PROOF_MAX_BYTES) throw invalid(index, 'size');
    const mime = imageTypeOf(content);
    if (!mime) throw invalid(index, 'not png or jpg');
    return { mime, content };
  });
}

function invalid(index: number, why: string) {
  return new AppError('proof_invalid', { value: { file: index, why } });
}
