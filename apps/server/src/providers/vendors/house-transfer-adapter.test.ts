import { describe, expect, it } from 'vitest';
import { verifySignature } from '@wl/contract/vendor-wallet/signature';
import { houseTransferAdapter } from './house-transfer-adapter';

const SECRET = 'adapter-test-secret-0123456789';

/** A fetch that answers each call in turn from `answers` and records what was sent. */
function fakeFetch(answers: (() => Response)[]) {
  const sent: { url: string; body: Record<string, unknown>; signed: boolean }[] = [];
  const fn = (async (url: string, init: RequestInit) => {
    const raw = String(init.body);
    const headers = init.headers as Record<string, string>;
    const signed = verifySignature({
      secret: SECRET,
      rawBody: raw,
      signature: headers['x-signature'],
      timestamp: headers['x-timestamp'],
    }).ok;
    sent.push({ url, body: JSON.parse(raw) as Record<string, unknown>, signed });
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next();
  }) as unknown as typeof fetch;
  return { fn, sent };
}

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status });
const moved = (balanceMinor: string, replayed = false) =>
  json(200, {
    success: true,
    message: '',
    value: {
      transferId: 't-1',
      memberRef: 'M7',
      currency: 'PHP',
      amountMinor: '500',
      balanceMinor,
      replayed,
    },
  });
const hang = () => {
  throw new DOMException('timed out', 'TimeoutError');
};
const transfer = { transferId: 't-1', memberRef: 'M7', currency: 'PHP', amountMinor: 500n };

function adapter(f: typeof fetch) {
  return houseTransferAdapter({
    vendorCode: 'HOUSECLUB',
    baseUrl: 'http://house.test/',
    secret: SECRET,
    fetch: f,
    backoffMs: 1,
  });
}

describe('house transfer adapter', () => {
  it('signs a deposit to /transfer/deposit and answers the house balance', async () => {
    const f = fakeFetch([moved('1500')]);
    expect(await adapter(f.fn).deposit!(transfer)).toEqual({ ok: true, vendorBalanceMinor: 1500n });
    expect(f.sent[0]).toMatchObject({
      url: 'http://house.test/transfer/deposit',
      signed: true,
      body: { vendorCode: 'HOUSECLUB', transferId: 't-1', amountMinor: '500' },
    });
  });

  it('asks again with the same transferId after a 5xx or a timeout, and takes the replay', async () => {
    const f = fakeFetch([
      json(500, { success: false, errorCode: 'INTERNAL_ERROR' }),
      hang,
      moved('0', true),
    ]);
    expect(await adapter(f.fn).withdraw!(transfer)).toEqual({ ok: true, vendorBalanceMinor: 0n });
    expect(f.sent.map((s) => [s.url, s.body.transferId])).toEqual(
      Array(3).fill(['http://house.test/transfer/withdraw', 't-1']),
    );
    expect(new Set(f.sent.map((s) => s.body.requestId)).size).toBe(3);
  });

  it('takes a refusal as final after one attempt, and gives up after three unknown outcomes', async () => {
    const refused = fakeFetch([
      json(402, { success: false, message: 'INSUFFICIENT_FUNDS', errorCode: 'INSUFFICIENT_FUNDS' }),
    ]);
    expect(await adapter(refused.fn).withdraw!(transfer)).toMatchObject({ ok: false });
    expect(refused.sent).toHaveLength(1);
    const down = fakeFetch([hang, hang, hang]);
    expect(await adapter(down.fn).deposit!(transfer)).toMatchObject({ ok: false });
    expect(down.sent).toHaveLength(3);
    await expect(adapter(fakeFetch([hang, hang, hang]).fn).balance!('M7', 'PHP')).rejects.toThrow();
  });

  it('launches real play naming the member in transfer mode, demo without it', async () => {
    const launched = json(200, {
      success: true,
      message: '',
      value: { gameUrl: 'http://house.test/play?t=x', expiresAt: 1 },
    });
    const f = fakeFetch([launched, launched]);
    const a = adapter(f.fn);
    const base = {
      gameCode: 'lucky-sevens',
      currency: 'PHP',
      language: 'EN',
      device: 'WEB' as const,
      memberRef: 'M7',
    };
    await a.launch({ ...base, mode: 'real' });
    await a.launch({ ...base, mode: 'demo' });
    expect(f.sent[0]?.body).toMatchObject({
      walletMode: 'transfer',
      memberRef: 'M7',
      mode: 'real',
    });
    expect(f.sent[0]?.body.token).toBeUndefined();
    expect(f.sent[1]?.body).toMatchObject({ walletMode: 'transfer', mode: 'demo' });
    expect(f.sent[1]?.body.memberRef).toBeUndefined();
  });
});
