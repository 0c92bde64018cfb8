import { describe, expect, it } from 'vitest';
import { s3Storage } from './s3-storage';
import { sha256Hex } from './sigv4';

describe('S3 storage requests', () => {
  it('puts path-style with a signed body hash and reads back what the bucket answers', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const objects = new Map<string, Buffer>();
    const fake: typeof fetch = async (input, init = {}) => {
      const url = String(input);
      calls.push({ url, init });
      if (init.method === 'PUT') {
        objects.set(url, Buffer.from(init.body as Uint8Array));
        return new Response(null, { status: 200 });
      }
      const found = objects.get(url);
      return found
        ? new Response(new Uint8Array(found), { headers: { 'content-type': 'image/png' } })
        : new Response('no', { status: 404 });
    };
    const storage = s3Storage(
      {
        endpoint: 'http://127.0.0.1:9000/',
        bucket: 'uploads',
        region: 'us-east-1',
        accessKeyId: 'AK',
        secretAccessKey: 'SK',
      },
      fake,
      () => new Date('2026-01-02T03:04:05Z'),
    );
    const key = 'applications/0123456789abcdef.png';
    await storage.put(key, { bytes: Buffer.from('png-bytes'), contentType: 'image/png' });
    expect(calls[0]?.url).toBe(`http://127.0.0.1:9000/uploads/${key}`);
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers['x-amz-content-sha256']).toBe(sha256Hex('png-bytes'));
    expect(headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AK\/20260102\/us-east-1\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    expect((await storage.get(key))?.bytes.toString()).toBe('png-bytes');
    expect(await storage.get('applications/fedcba9876543210.png')).toBeNull();
    await expect(storage.get('../etc/passwd')).rejects.toThrow();
  });
});
