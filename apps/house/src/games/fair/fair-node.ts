import { createHash, createHmac, randomBytes } from 'node:crypto';
import { fairMessage } from './fair-math';

/** The server's side of provably fair: seeds from the CSPRNG, digests with node:crypto. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

export function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}

export function serverSeedHash(serverSeed: string): string {
  return createHash('sha256').update(serverSeed, 'utf8').digest('hex');
}

export function fairDigest(serverSeed: string, clientSeed: string, nonce: number | bigint): Uint8Array {
  return new Uint8Array(createHmac('sha256', serverSeed).update(fairMessage(clientSeed, nonce), 'utf8').digest());
}
