import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/db';
import { useTestApp } from '../../../test/test-app';
import { sendInboxMessage } from '../inbox/send-inbox-message';
import { systemAccount } from '../ledger/system-account';
import { transfer } from '../ledger/transfer';
import { MEMBER_EVENTS_CHANNEL } from '../live-events/live-events-hub';
import type { Merchant } from '../merchants/merchant';
import { sessionsEnded } from '../sessions/session-cache';
import { BALANCE_CACHE_MS, balanceReplies } from './balance-replies';
import { call, memberWithMoney } from './cashier-test-support';
import { inProcessBus as sharedBus } from '../shared-state/local-shared-state';

describe('the balance call, kept per member and dropped by what changes it', () => {
  const t = useTestApp();
  const balance = async (m: { headers: Record<string, string> }) => {
    const r = await call(t.app, m).get('/wps/v2/wallets/balance');
    expect(r.statusCode).toBe(200);
    return r.json().value as { sumBalance: string; unreadMessage: number };
  };

  it('shows money moved by the ledger on the very next call', async () => {
    const m = await memberWithMoney(t.db, { amountMinor: 100_00n });
    expect((await balance(m)).sumBalance).toBe('100.00');
    expect((await balance(m)).sumBalance).toBe('100.00'); // now kept
    const clearing = await systemAccount({
      sql: t.db,
      merchantId: m.merchantId,
      kind: 'cash_in_clearing',
      currency: m.currency,
    });
    await transfer({
      db: t.db,
      debitAccountId: clearing.id,
      creditAccountId: m.walletId,
      amountMinor: 50_00n,
      currency: m.currency,
      code: 'DEPOSIT',
      idempotencyKey: `balance-replies:${m.memberId}`,
    });
    expect((await balance(m)).sumBalance).toBe('150.00');
  });

  it('shows a new inbox message in the unread badge on the very next call', async () => {
    const m = await memberWithMoney(t.db, { amountMinor: 1_00n });
    expect((await balance(m)).unreadMessage).toBe(0);
    await sendInboxMessage(t.db, {
      merchantId: m.merchantId,
      memberId: m.memberId,
      kind: 'operator',
      title: 'Hello',
      body: 'A message for you',
    });
    expect((await balance(m)).unreadMessage).toBe(1);
  });
});


describe('balanceReplies', () => {
  const merchant = { id: 1n } as Merchant;
  const noDb = {} as Db;
  const counting = () => {
    let loads = 0;
    return { load: async () => `reply ${++loads}`, loads: () => loads };
  };

  it('keeps a reply for its lifetime, then loads again', async () => {
    let clock = 0;
    const replies = balanceReplies({ db: noDb, bus: sharedBus(), now: () => clock });
    const c = counting();
    const session = { sessionId: 1n, memberId: 10n };
    await replies.reply(session, merchant, c.load);
    clock = BALANCE_CACHE_MS - 1;
    expect(await replies.reply(session, merchant, c.load)).toBe('reply 1');
    clock = BALANCE_CACHE_MS;
    expect(await replies.reply(session, merchant, c.load)).toBe('reply 2');
    replies.close();
  });

  it('drops the member on logout, on the end of all their sessions, and for a new merchant object', async () => {
    const replies = balanceReplies({ db: noDb, bus: sharedBus(), now: () => 0 });
    const c = counting();
    const session = { sessionId: 901n, memberId: 9010n };
    await replies.reply(session, merchant, c.load);
    sessionsEnded({ sessionId: 901n });
    expect(await replies.reply(session, merchant, c.load)).toBe('reply 2');
    sessionsEnded({ memberId: 9010n });
    expect(await replies.reply(session, merchant, c.load)).toBe('reply 3');
    const edited = { id: 1n } as Merchant; // the resolver's object after a settings change
    expect(await replies.reply(session, edited, c.load)).toBe('reply 4');
    replies.close();
  });

  it("drops the member when another node's ledger or inbox announces a change", async () => {
    const bus = sharedBus();
    const replies = balanceReplies({ db: noDb, bus, now: () => 0 });
    const c = counting();
    const a = { sessionId: 1n, memberId: 10n };
    const b = { sessionId: 2n, memberId: 20n };
    await replies.reply(a, merchant, c.load);
    await replies.reply(b, merchant, c.load);
    await bus.publish(MEMBER_EVENTS_CHANNEL, JSON.stringify(['balance', '1', '10']));
    expect(await replies.reply(a, merchant, c.load)).toBe('reply 3');
    expect(await replies.reply(b, merchant, c.load)).toBe('reply 2');
    // An inbox message to the whole merchant drops every member of it.
    await bus.publish(MEMBER_EVENTS_CHANNEL, JSON.stringify(['inbox', '1', null]));
    expect(await replies.reply(b, merchant, c.load)).toBe('reply 4');
    replies.close();
  });

  it('shares one load between concurrent calls and keeps none overtaken by a change', async () => {
    const bus = sharedBus();
    const replies = balanceReplies({ db: noDb, bus, now: () => 0 });
    const session = { sessionId: 1n, memberId: 10n };
    let release = () => {};
    let loads = 0;
    const slow = async () => {
      loads += 1;
      await new Promise<void>((resolve) => (release = resolve));
      return 'read before the change';
    };
    const first = replies.reply(session, merchant, slow);
    const second = replies.reply(session, merchant, slow);
    await bus.publish(MEMBER_EVENTS_CHANNEL, JSON.stringify(['balance', '1', '10']));
    release();
    expect(await first).toBe('read before the change');
    expect(await second).toBe('read before the change');
    expect(loads).toBe(1);
    expect(await replies.reply(session, merchant, async () => 'after')).toBe('after');
    replies.close();
  });
});
