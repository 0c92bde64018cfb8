import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakePlatform, type FakePlatform } from '../../test/fake-platform';
import { createPlatformWalletClient } from './platform-wallet-client';

const SECRET = 'client-test-secret';
let platform: FakePlatform;
let client: ReturnType<typeof createPlatformWalletClient>;
let n = 0;

beforeAll(async () => {
  platform = await startFakePlatform({ secret: SECRET });
  client = createPlatformWalletClient({
    baseUrl: platform.url, vendorCode: 'HOUSE', secret: SECRET, timeoutMs: 300, maxAttempts: 3, backoffMs: 5,
  });
});
afterAll(() => platform.close());
afterEach(() => platform.clearFaults());

function member(balanceMinor = 10_000n) {
  n++;
  return platform.addMember({
    token: `tok_client_${n}_xxxxxxxx`, memberRef: `c-${n}`, currency: 'PHP', balanceMinor,
    tokenExpiresAt: Date.now() + 60_000,
  });
}

const debitOf = (m: { token: string; memberRef: string }, txId: string, amountMinor = '500') => ({
  token: m.token, memberRef: m.memberRef, currency: 'PHP', txId, roundId: `r-${txId}`, gameCode: 'lucky-sevens', amountMinor,
});

describe('platform wallet client', () => {
  it('signs every call so the platform accepts it, and reads the balance after a debit', async () => {
    const m = member();
    const auth = await client.authenticate(m.token);
    expect(auth).toMatchObject({ kind: 'ok', value: { memberRef: m.memberRef, balanceMinor: '10000' } });
    const debit = await client.debit(debitOf(m, 'tx-a'));
    expect(debit).toMatchObject({ kind: 'ok', value: { balanceMinor: '9500', replayed: false } });
  });

  it('retries a 5xx with the same txId but a fresh requestId, and the platform moves money once', async () => {
    const m = member();
    platform.fail('debit', 'http500', 2);
    const r = await client.debit(debitOf(m, 'tx-b'));
    expect(r).toMatchObject({ kind: 'ok', value: { balanceMinor: '9500' } });
    const attempts = platform.calls.filter((c) => c.txId === 'tx-b');
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((a) => a.requestId)).size).toBe(3);
    expect(m.balanceMinor).toBe(9_500n);
  });

  it('retries a timed-out call whose debit did happen and gets the original answer replayed', async () => {
    const m = member();
    platform.fail('debit', 'applyThenHang', 1);
    const r = await client.debit(debitOf(m, 'tx-c'));
    expect(r).toMatchObject({ kind: 'ok', value: { balanceMinor: '9500', replayed: true } });
    expect(m.balanceMinor).toBe(9_500n);
  });

  it('takes a protocol refusal as final, with its value, after one attempt', async () => {
    const m = member(100n);
    const r = await client.debit(debitOf(m, 'tx-d'));
    expect(r).toEqual({ kind: 'refused', code: 'INSUFFICIENT_FUNDS', value: { balanceMinor: '100', currency: 'PHP' } });
    expect(platform.calls.filter((c) => c.txId === 'tx-d')).toHaveLength(1);
  });

  it('reports an unknown outcome when every attempt fails', async () => {
    const m = member();
    platform.fail('debit', 'hang', 3);
    const r = await client.debit(debitOf(m, 'tx-e'));
    expect(r.kind).toBe('unknown');
    expect(platform.calls.filter((c) => c.txId === 'tx-e')).toHaveLength(3);
    expect(m.balanceMinor).toBe(10_000n);
  });

  it('is refused by a platform that holds another secret', async () => {
    const wrong = createPlatformWalletClient({ baseUrl: platform.url, vendorCode: 'HOUSE', secret: 'nope', maxAttempts: 1 });
    const r = await wrong.authenticate(member().token);
    expect(r).toMatchObject({ kind: 'refused', code: 'INVALID_SIGNATURE' });
  });

  it('gets a tombstone for a rollback of a bet that never arrived, and the late bet is refused', async () => {
    const m = member();
    const rb = await client.rollback({ memberRef: m.memberRef, currency: 'PHP', txId: 'rb-f', betTxId: 'tx-f', roundId: 'r-tx-f', gameCode: 'lucky-sevens' });
    expect(rb).toMatchObject({ kind: 'ok', value: { tombstone: true } });
    const late = await client.debit(debitOf(m, 'tx-f'));
    expect(late).toMatchObject({ kind: 'refused', code: 'BET_ALREADY_ROLLED_BACK' });
    expect(m.balanceMinor).toBe(10_000n);
  });
});
