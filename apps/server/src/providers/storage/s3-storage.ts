import {
  assertStorageKey,
  contentTypeOfKey,
  type ObjectStorage,
  type StoredObject,
} from './object-storage';
import { sha256Hex, signS3Request } from './sigv4';

export interface S3Settings {
  /** e.g. https://s3.ap-southeast-1.amazonaws.com or http://127.0.0.1:9000 (MinIO). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * An S3-compatible bucket, addressed path-style (`<endpoint>/<bucket>/<key>`), which every
 * compatible store accepts. Requests are signed with SigV4 (`sigv4.ts`); `fetchFn` is
 * injectable so tests can check what is sent without a network.
 */
export function s3Storage(
  settings: S3Settings,
  fetchFn: typeof fetch = fetch,
  now: () => Date = () => new Date(),
): ObjectStorage {
  const urlOf = (key: string) => {
    assertStorageKey(key);
    return new URL(`${settings.endpoint.replace(/\/+$/, '')}/${settings.bucket}/${key}`);
  };
  const send = (method: 'GET' | 'PUT' | 'DELETE', key: string, body?: StoredObject) => {
    const url = urlOf(key);
    const bytes = body?.bytes ?? Buffer.alloc(0);
    const headers = signS3Request({
      method,
      url,
      headers: body ? { 'content-type': body.contentType } : {},
      payloadSha256: sha256Hex(bytes),
      region: settings.region,
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      now: now(),
    });
    delete headers.host;
    return fetchFn(url, {
      method,
      headers,
      ...(body ? { body: new Uint8Array(bytes) } : {}),
      signal: AbortSignal.timeout(15_000),
    });
  };
  return {
    kind: 's3',
    async put(key, object) {
      const res = await send('PUT', key, object);
      if (!res.ok) throw new Error(`S3 PUT ${key} answered ${res.status}`);
    },
    async get(key) {
      const res = await send('GET', key);
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`S3 GET ${key} answered ${res.status}`);
      return {
        bytes: Buffer.from(await res.arrayBuffer()),
        contentType: res.headers.get('content-type') ?? contentTypeOfKey(key),
      };
    },
    async delete(key) {
      const res = await send('DELETE', key);
      if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} answered ${res.status}`);
    },
  };
}
