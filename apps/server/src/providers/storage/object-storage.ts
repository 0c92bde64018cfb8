/**
 * Where uploaded files live (application images, promotion artwork): the local disk by
 * default, an S3-compatible bucket when configured (S3_BUCKET and friends). Keys are ours
 * (random, no member input), so they are safe as file names and object names.
 */
export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

export interface ObjectStorage {
  readonly kind: 'disk' | 's3';
  put(key: string, object: StoredObject): Promise<void>;
  /** Null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
}

/** Keys are `<folder>/<random hex>.<png|jpg>`: nothing a client chose reaches a path. */
export const STORAGE_KEY = /^[a-z0-9-]{1,32}\/[0-9a-f]{16,64}\.(png|jpg)$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new Error(`not a storage key: ${key}`);
}

export function contentTypeOfKey(key: string): string {
  return key.endsWith('.png') ? 'image/png' : 'image/jpeg';
}
