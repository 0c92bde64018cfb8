import { createCipheriv, createHash, randomBytes, randomInt } from 'node:crypto';
import {
  CS_LINK_KEY_ALPHABET,
  CS_LINK_KEY_LENGTH,
} from '@wl/contract/system/customer-service-link';

/**
 * The server's encoder of a customer-service link: the same format as the contract's
 * `encodeCustomerServiceLink` (ADR 0005: fresh 8-character key, AES-256-GCM with
 * SHA-256(key), base64url(iv ‖ ciphertext ‖ tag) + key), decoded by the same client code, but
 * with node:crypto's synchronous calls. WebCrypto's asynchronous ones cost a thread-pool round
 * trip each (digest, key import, encrypt), and the status and balance calls seal every link on
 * every reply (ADR 0029).
 */
export function sealCustomerServiceLink(url: string): string {
  let key = '';
  for (let i = 0; i < CS_LINK_KEY_LENGTH; i += 1) {
    key += CS_LINK_KEY_ALPHABET[randomInt(CS_LINK_KEY_ALPHABET.length)];
  }
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', createHash('sha256').update(key).digest(), iv);
  const sealed = Buffer.concat([
    iv,
    cipher.update(url, 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  return sealed.toString('base64url') + key;
}
