import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  bodyTimestampMatches,
  computeSignature,
  signRequest,
  signingString,
  verifySignature,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
} from './signature';

const SECRET = 'house-demo-secret-change-me';
const NOW = 1_767_225_600_000;

describe('vendor wallet signature', () => {
  it('matches the worked example of docs/vendor-wallet-api.md (computed with openssl)', () => {
    const body =
      '{"vendorCode":"HOUSE","requestId":"req-0001","timestamp":1767225600000,"token":"pt_5f2b9c0e7a1d4e8f"}';
    expect(computeSignature(SECRET, '1767225600000', body)).toBe(
      '2aeab107825163acfbaf9304091ca0ff95cbdce429e025e49cb3b794870238f6',
    );
  });

  it('agrees with every signed example printed in docs/vendor-wallet-api.md', () => {
    const doc = readFileSync(
      new URL('../../../../docs/vendor-wallet-api.md', import.meta.url),
      'utf8',
    );
    const blocks = doc
      .split('```http')
      .slice(1)
      .map((b) => b.split('```')[0] ?? '');
    expect(blocks.length).toBeGreaterThanOrEqual(6);
    for (const block of blocks) {
      const ts = /X-Timestamp: (\d+)/.exec(block)?.[1] ?? '';
      const sig = /X-Signature: ([0-9a-f]{64})/.exec(block)?.[1] ?? '';
      const body = block.split('\n').find((line) => line.startsWith('{"vendorCode"')) ?? '';
      expect(computeSignature(SECRET, ts, body), block).toBe(sig);
      expect(JSON.parse(body).timestamp).toBe(Number(ts));
    }
  });

  it('signs "<timestamp>.<body>" as one HMAC would, non-ASCII secrets and bodies too', () => {
    for (const [secret, body] of [
      [SECRET, '{"vendorCode":"HOUSE","timestamp":1767225600000}'],
      ['sécrét-ünïcode-✓', '{"note":"Grüße ✓ 🎲"}'],
    ] as const) {
      const signature = computeSignature(secret, '1767225600000', body);
      // The reference: one HMAC over the joined signing string, as the protocol defines it.
      expect(signature).toBe(
        createHmac('sha256', secret).update(signingString('1767225600000', body)).digest('hex'),
      );
      const check = (key: string) =>
        verifySignature({
          secret: key,
          rawBody: body,
          signature,
          timestamp: '1767225600000',
          nowMs: NOW,
        });
      expect(check(secret)).toEqual({ ok: true, timestampMs: NOW });
      expect(check(`${secret}x`)).toEqual({ ok: false, code: 'INVALID_SIGNATURE' });
    }
  });

  it('accepts a request signed with the same secret within the window', () => {
    const signed = signRequest({
      secret: SECRET,
      vendorCode: 'HOUSE',
      fields: { a: 1 },
      nowMs: NOW,
    });
    const check = verifySignature({
      secret: SECRET,
      rawBody: signed.rawBody,
      signature: signed.headers[SIGNATURE_HEADER],
      timestamp: signed.headers[TIMESTAMP_HEADER],
      nowMs: NOW + 299_000,
    });
    expect(check).toEqual({ ok: true, timestampMs: NOW });
    expect(bodyTimestampMatches(JSON.parse(signed.rawBody), NOW)).toBe(true);
  });

  it('refuses a body changed after signing, even by one space', () => {
    const signed = signRequest({
      secret: SECRET,
      vendorCode: 'HOUSE',
      fields: { amountMinor: '100' },
      nowMs: NOW,
    });
    const check = verifySignature({
      secret: SECRET,
      rawBody: signed.rawBody.replace('"100"', '"1000"'),
      signature: signed.headers[SIGNATURE_HEADER],
      timestamp: signed.headers[TIMESTAMP_HEADER],
      nowMs: NOW,
    });
    expect(check).toEqual({ ok: false, code: 'INVALID_SIGNATURE' });
    expect(
      verifySignature({
        secret: SECRET,
        rawBody: `${signed.rawBody} `,
        signature: signed.headers[SIGNATURE_HEADER],
        timestamp: signed.headers[TIMESTAMP_HEADER],
        nowMs: NOW,
      }).ok,
    ).toBe(false);
  });

  it('refuses another secret, a changed timestamp header and malformed or missing headers', () => {
    const signed = signRequest({ secret: SECRET, vendorCode: 'HOUSE', fields: {}, nowMs: NOW });
    const base = { rawBody: signed.rawBody, nowMs: NOW };
    const sig = signed.headers[SIGNATURE_HEADER];
    const ts = signed.headers[TIMESTAMP_HEADER];
    const cases = [
      { secret: 'other', signature: sig, timestamp: ts },
      { secret: SECRET, signature: sig, timestamp: String(NOW + 1) },
      { secret: SECRET, signature: undefined, timestamp: ts },
      { secret: SECRET, signature: sig, timestamp: undefined },
      { secret: SECRET, signature: 'zz', timestamp: ts },
      { secret: SECRET, signature: [sig ?? '', sig ?? ''], timestamp: ts },
      { secret: SECRET, signature: sig?.slice(0, 62), timestamp: ts },
      // The right HMAC in upper-case hex: the protocol's spelling is lower-case only.
      { secret: SECRET, signature: sig?.toUpperCase(), timestamp: ts },
    ];
    for (const c of cases) {
      expect(verifySignature({ ...base, ...c })).toEqual({ ok: false, code: 'INVALID_SIGNATURE' });
    }
  });

  it('refuses a correctly signed timestamp more than five minutes old or ahead', () => {
    for (const nowMs of [NOW + 300_001, NOW - 300_001]) {
      const signed = signRequest({ secret: SECRET, vendorCode: 'HOUSE', fields: {}, nowMs: NOW });
      const check = verifySignature({
        secret: SECRET,
        rawBody: signed.rawBody,
        signature: signed.headers[SIGNATURE_HEADER],
        timestamp: signed.headers[TIMESTAMP_HEADER],
        nowMs,
      });
      expect(check).toEqual({ ok: false, code: 'STALE_TIMESTAMP' });
    }
  });

  it('tells a body whose timestamp differs from the signed header', () => {
    expect(bodyTimestampMatches({ timestamp: NOW + 1 }, NOW)).toBe(false);
    expect(bodyTimestampMatches({ timestamp: String(NOW) }, NOW)).toBe(false);
    expect(bodyTimestampMatches(null, NOW)).toBe(false);
  });
});
