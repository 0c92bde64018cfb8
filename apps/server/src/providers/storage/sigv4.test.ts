import { describe, expect, it } from 'vitest';
import { sha256Hex, signS3Request } from './sigv4';

/** The worked example of the AWS documentation ("GET Object", SigV4 header signing). */
describe('S3 request signing (SigV4)', () => {
  const example = {
    method: 'GET' as const,
    url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
    headers: { Range: 'bytes=0-9' },
    payloadSha256: sha256Hex(''),
    region: 'us-east-1',
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    now: new Date('2013-05-24T00:00:00Z'),
  };

  it('produces the signature of the AWS documentation example', () => {
    const headers = signS3Request(example);
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('changes the signature when the key, the time or the body changes', () => {
    const base = signS3Request(example).authorization;
    expect(signS3Request({ ...example, secretAccessKey: 'other' }).authorization).not.toBe(base);
    expect(
      signS3Request({ ...example, now: new Date('2013-05-24T00:00:01Z') }).authorization,
    ).not.toBe(base);
    expect(signS3Request({ ...example, payloadSha256: sha256Hex('x') }).authorization).not.toBe(
      base,
    );
  });
});
