import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { call, memberWithMoney, PAYMENT_PASSWORD } from '../cashier/cashier-test-support';
import { decideWithdrawal } from '../cashier/decide-withdrawal';
import { requestWithdrawal } from '../cashier/request-withdrawal';
import { findMerchantByCode } from '../merchants/merchant-store';
import { createTestMember, type TestMember } from '../ledger/test-support';
import { createOperator } from '../operators/operator-session';
import { sendInboxMessage } from './send-inbox-message';

describe('platform inbox: operator and system messages, badge, read and delete marks', () => {
  const t = useTestApp();
  let merchantId: bigint;
  let boss = '';
  let cashier = '';

  const login = async (username: string, role: 'cashier' | 'supervisor') => {
    await createOperator({ db: t.db, merchantId, username, password: 'Operator123', role });
    const r = await t.app.inject({
      method: 'POST',
      url: '/ops/session/login',
      headers: { merchant: 'DEMO' },
      payload: { username, password: 'Operator123' },
    });
    return r.json().value.token as string;
  };
  const send = (token: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/ops/inbox/messages',
      headers: { merchant: 'DEMO', authorization: token },
      payload,
    });
  const unread = async (m: TestMember) =>
    (await call(t.app, m).get('/wps/relay/CSP_unreadCount')).json().value as number;
  const inbox = async (m: TestMember, query = '') =>
    (await call(t.app, m).get(`/wps/relay/CSP_getInbox${query}`)).json().value as {
      content: { id: string; title: string; read: boolean; kind: string }[];
      total: number;
      unread: number;
    };

  beforeAll(async () => {
    merchantId = (await t.db.query<{ id: bigint }>(`SELECT id FROM merchants WHERE code = 'DEMO'`))
      .rows[0]!.id;
    boss = await login('inboxboss', 'supervisor');
    cashier = await login('inboxcash', 'cashier');
  });

  it('delivers to one member, a VIP level, an agent team and everybody, each only to them', async () => {
    const agent = await createTestMember(t.db, { type: 1 });
    const downline = await createTestMember(t.db, { uplineId: agent.memberId });
    const deeper = await createTestMember(t.db, { uplineId: downline.memberId });
    const outsider = await createTestMember(t.db);
    const trial = await createTestMember(t.db, { type: 4 });
    await t.db.query('UPDATE members SET club_rank_level = 3 WHERE id = $1', [outsider.memberId]);

    const one = await send(boss, {
      audience: 'member',
      memberId: Number(outsider.memberId),
      title: 'Hi',
      body: 'Just you',
    });
    expect(one.json().value.recipients).toBe(1);
    const vip = await send(boss, {
      audience: 'vip',
      vipLevel: 3,
      title: 'VIP 3',
      body: 'Gold news',
    });
    expect(vip.json().value.recipients).toBeGreaterThanOrEqual(1);
    const team = await send(boss, {
      audience: 'team',
      agentId: Number(agent.memberId),
      title: 'Team',
      body: 'For the team',
    });
    expect(team.json().value.recipients).toBe(3);
    const all = await send(boss, { audience: 'all', title: 'Everyone', body: 'Hello all' });
    const open = await t.db.query<{ n: bigint }>(
      `SELECT count(*) AS n FROM members WHERE merchant_id = $1 AND type <> 4 AND status <> 'closed'`,
      [merchantId],
    );
    expect(all.json().value.recipients).toBe(Number(open.rows[0]!.n));

    const titles = async (m: TestMember) => (await inbox(m)).content.map((c) => c.title);
    expect(await titles(outsider)).toEqual(['Everyone', 'VIP 3', 'Hi']);
    expect(await titles(deeper)).toEqual(['Everyone', 'Team']);
    expect(await titles(agent)).toEqual(['Everyone', 'Team']);
    expect(await titles(trial)).toEqual([]);
    expect(await unread(outsider)).toBe(3);

    const audit = await t.db.query(
      `SELECT 1 FROM audit_log WHERE action = 'inbox_message_sent' AND subject_id = $1`,
      [team.json().value.messageId],
    );
    expect(audit.rowCount).toBe(1);
  });

  it('refuses a message to nobody, bad input and a cashier, keeping nothing', async () => {
    const before = await t.db.query('SELECT id FROM inbox_messages');
    const nobody = await send(boss, { audience: 'vip', vipLevel: 99, title: 'x', body: 'y' });
    expect(nobody.json()).toMatchObject({ success: false, errorCode: 'inbox_no_recipients' });
    const missing = await send(boss, {
      audience: 'member',
      memberId: 999999999,
      title: 'x',
      body: 'y',
    });
    expect(missing.json()).toMatchObject({ success: false, errorCode: 'member_not_found' });
    const empty = await send(boss, { audience: 'all', title: '  ', body: 'y' });
    expect(empty.json().success).toBe(false);
    expect(empty.statusCode).toBe(400);
    const role = await send(cashier, { audience: 'all', title: 'x', body: 'y' });
    expect(role.json()).toMatchObject({ success: false, errorCode: 'operator_role_forbidden' });
    expect((await t.db.query('SELECT id FROM inbox_messages')).rowCount).toBe(before.rowCount);
  });

  it('opens, marks all read and deletes only the member own messages; the badge follows', async () => {
    const m = await createTestMember(t.db);
    const other = await createTestMember(t.db);
    for (const title of ['one', 'two', 'three']) {
      await sendInboxMessage(t.db, {
        merchantId,
        memberId: m.memberId,
        kind: 'operator',
        title,
        body: 'b',
      });
    }
    const theirs = await sendInboxMessage(t.db, {
      merchantId,
      memberId: other.memberId,
      kind: 'operator',
      title: 'theirs',
      body: 'b',
    });
    expect(await unread(m)).toBe(3);
    const page = await inbox(m, '?page=1&size=2');
    expect(page.content.map((c) => c.title)).toEqual(['three', 'two']);
    expect(page.total).toBe(3);

    const api = call(t.app, m);
    const read = await api.post('/wps/message/read', {
      messageIds: [page.content[0]!.id, theirs.messageId.toString()],
    });
    expect(read.json().value).toEqual({ unread: 2 });
    expect(await unread(other)).toBe(1);
    expect((await inbox(m)).content.map((c) => c.read)).toEqual([true, false, false]);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/wps/message/inbox?messageIds=${page.content[1]!.id},${theirs.messageId}`,
      headers: m.headers,
    });
    expect(del.json().value).toEqual({ unread: 1 });
    expect((await inbox(other)).total).toBe(1);
    expect((await inbox(m)).content.map((c) => c.title)).toEqual(['three', 'one']);

    expect((await api.post('/wps/message/read', { all: true })).json().value).toEqual({
      unread: 0,
    });
    const balance = await api.get('/wps/v2/wallets/balance?typeId=0');
    expect(balance.json().value.unreadMessage).toBe(0);
    const bad = await t.app.inject({
      method: 'DELETE',
      url: '/wps/message/inbox?messageIds=x',
      headers: m.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('delivers a system message once per dedupe key, and needs a session to read', async () => {
    const m = await createTestMember(t.db);
    const msg = {
      merchantId,
      memberId: m.memberId,
      kind: 'bonus_granted',
      title: 'Bonus',
      body: 'b',
      params: { amount: '5.00' },
      dedupeKey: `bonus:${m.memberId}`,
    };
    const first = await sendInboxMessage(t.db, msg);
    const again = await sendInboxMessage(t.db, msg);
    expect(again).toEqual(first);
    expect(await unread(m)).toBe(1);
    expect((await inbox(m)).content[0]).toMatchObject({
      kind: 'bonus_granted',
      params: { amount: '5.00' },
    });
    const anon = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/CSP_unreadCount',
      headers: { merchant: 'DEMO' },
    });
    expect(anon.statusCode).toBe(401);
  });

  it('tells the member in the inbox when a withdrawal is approved, once', async () => {
    const m = await memberWithMoney(t.db, { amountMinor: 500_00n });
    await t.db.query(
      'UPDATE cashier_settings SET turnover_multiple_bps = 0 WHERE merchant_id = $1',
      [merchantId],
    );
    const card = await t.db.query<{ id: bigint }>(
      `INSERT INTO payout_accounts (merchant_id, member_id, card_type, bank_code, account_name, account_number)
       VALUES ($1, $2, 'BC', 'BDO', 'Juan', '1234567890') RETURNING id`,
      [merchantId, m.memberId],
    );
    const { withdrawal } = await requestWithdrawal({
      db: t.db,
      merchant: (await findMerchantByCode(t.db, 'DEMO'))!,
      memberId: m.memberId,
      payoutAccountId: card.rows[0]!.id,
      amount: '120',
      password: PAYMENT_PASSWORD,
      nowMs: Date.now(),
      ip: null,
    });
    expect(await unread(m)).toBe(0);
    const operatorId = (await t.db.query<{ id: bigint }>('SELECT id FROM operators LIMIT 1'))
      .rows[0]!.id;
    const decide = () =>
      decideWithdrawal({
        db: t.db,
        merchantId,
        orderNo: withdrawal.orderNo,
        decision: 'approve',
        operatorId,
        nowMs: Date.now(),
        ip: null,
      });
    await decide();
    await expect(decide()).rejects.toThrow();
    expect(await unread(m)).toBe(1);
    expect((await inbox(m)).content[0]).toMatchObject({
      kind: 'withdrawal_approved',
      params: { orderNo: withdrawal.orderNo, amount: '120.00' },
    });
  });
});
