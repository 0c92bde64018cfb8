import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { memberWithMoney } from '../cashier/cashier-test-support';
import { moveInTx } from '../ledger/ledger-in-tx';
import { systemAccount } from '../ledger/system-account';
import { transfer } from '../ledger/transfer';
import { createTestMember } from '../ledger/test-support';
import { sendInboxMessage } from '../inbox/send-inbox-message';
import { MAX_STREAMS_PER_MEMBER } from './live-events-routes';
import { openStream, sleep, type TestStream } from './live-events-test-support';

describe('live events: balance and inbox changes reach the member’s open pages', () => {
  const t = useTestApp({ env: { LIVE_HEARTBEAT_SECONDS: '1' } });
  const streams: TestStream[] = [];
  const open = async (headers: Record<string, string>) => {
    const s = await openStream(t.app, headers);
    streams.push(s);
    await s.until((e) => e.includes('ready'));
    return s;
  };
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => streams.forEach((s) => s.close()));

  const fund = async (
    m: { memberId: bigint; merchantId: bigint; currency: string; walletId: bigint },
    key: string,
  ) => {
    const clearing = await systemAccount({
      sql: t.db,
      merchantId: m.merchantId,
      kind: 'cash_in_clearing',
      currency: m.currency,
    });
    return {
      clearing,
      run: () =>
        transfer({
          db: t.db,
          debitAccountId: clearing.id,
          creditAccountId: m.walletId,
          amountMinor: 100n,
          currency: m.currency,
          code: 'DEPOSIT',
          idempotencyKey: key,
        }),
    };
  };

  it('refuses a page without a session, in the envelope', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/wps/events',
      headers: { merchant: 'DEMO' },
    });
    expect(r.statusCode).toBe(401);
    expect(r.json()).toMatchObject({ success: false });
  });

  it('tells the member, and only them, once a transfer commits; nothing for a rollback', async () => {
    const m = await memberWithMoney(t.db);
    const other = await memberWithMoney(t.db);
    const mine = await open(m.headers);
    const theirs = await open(other.headers);
    const { clearing, run } = await fund(m, `live-1:${m.memberId}`);

    await expect(
      t.db.tx(async (tx) => {
        await moveInTx(
          tx,
          {
            debitAccountId: clearing.id,
            creditAccountId: m.walletId,
            amountMinor: 5n,
            currency: m.currency,
            code: 'DEPOSIT',
            idempotencyKey: `live-rb:${m.memberId}`,
          },
          'posted',
        );
        throw new Error('rolled back on purpose');
      }),
    ).rejects.toThrow('rolled back');
    await sleep(300);
    expect(mine.events).toEqual(['ready']);

    await run();
    await mine.until((e) => e.includes('balance'));
    // A replay of the same key moves nothing and tells nobody again.
    await run();
    await sleep(300);
    expect(mine.events.filter((e) => e === 'balance')).toHaveLength(1);
    expect(theirs.events).toEqual(['ready']);
  });

  it('tells one member of their message, and every page of the merchant of a broadcast', async () => {
    const a = await createTestMember(t.db);
    const b = await createTestMember(t.db);
    const [sa, sb] = [await open(a.headers), await open(b.headers)];
    await sendInboxMessage(t.db, {
      merchantId: a.merchantId,
      memberId: a.memberId,
      kind: 'operator',
      title: 'Hi',
      body: 'One',
    });
    await sa.until((e) => e.includes('inbox'));
    await sleep(200);
    expect(sb.events).toEqual(['ready']);
    await sendInboxMessage(t.db, {
      merchantId: a.merchantId,
      segment: { audience: 'all' },
      kind: 'operator',
      title: 'All',
      body: 'Everybody',
    });
    await sb.until((e) => e.includes('inbox'));
    await sa.until((e) => e.filter((x) => x === 'inbox').length === 2);
  });

  it('ends the stream within a heartbeat once the member logs out', async () => {
    const m = await createTestMember(t.db);
    const s = await open(m.headers);
    const out = await t.app.inject({
      method: 'POST',
      url: '/wps/session/logout',
      headers: m.headers,
    });
    expect(out.statusCode).toBe(200);
    await s.until((e) => e.includes('end'), 4_000);
    await s.ended;
  });

  it(`keeps at most ${MAX_STREAMS_PER_MEMBER} streams a member, ending the oldest`, async () => {
    const m = await createTestMember(t.db);
    const first = await open(m.headers);
    for (let i = 0; i < MAX_STREAMS_PER_MEMBER; i++) await open(m.headers);
    await first.until((e) => e.includes('end'));
  });
});
