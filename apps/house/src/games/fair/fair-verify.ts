import { crashPointFromDigest, diceRollFromDigest, fairMessage, toHex } from './fair-math';

/**
 * The verifier's computation, written against WebCrypto so the same file runs in the player's
 * browser (the /verify page) and in Node's tests: it must agree with the server's node:crypto.
 */
export interface WebCryptoSubtle {
  importKey(
    format: 'raw',
    keyData: Uint8Array,
    algorithm: { name: 'HMAC'; hash: 'SHA-256' },
    extractable: boolean,
    keyUsages: 'sign'[],
  ): Promise<unknown>;
  sign(algorithm: 'HMAC', key: never, data: Uint8Array): Promise<ArrayBuffer>;
  digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer>;
}

export interface FairVerification {
  serverSeedHash: string;
  digestHex: string;
  diceRoll: number;
  crashPoint: number;
}

export async function verifyFair(
  subtle: WebCryptoSubtle,
  input: { serverSeed: string; clientSeed: string; nonce: number; rtpBp?: number },
): Promise<FairVerification> {
  const utf8 = new TextEncoder();
  const key = await subtle.importKey(
    'raw',
    utf8.encode(input.serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const message = utf8.encode(fairMessage(input.clientSeed, input.nonce));
  const digest = new Uint8Array(await subtle.sign('HMAC', key as never, message));
  const hash = new Uint8Array(await subtle.digest('SHA-256', utf8.encode(input.serverSeed)));
  return {
    serverSeedHash: toHex(hash),
    digestHex: toHex(digest),
    diceRoll: diceRollFromDigest(digest),
    // Rounds record the RTP they were played with (absent on older rounds: the 99 % default).
    crashPoint: crashPointFromDigest(digest, input.rtpBp),
  };
}
