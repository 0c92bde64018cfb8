import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { playRound } from '../bonus/bonus-test-support';
import {
  call,
  mainBalanceMinor,
  memberWithMoney,
  PAYMENT_PASSWORD,
} from '../cashier/cashier-test-support';
import { supervisorToken } from '../promotions/promotions-test-support';
import { runPointsEarning } from './earn-points';
import { givePoints, goodsBody, opsClient, pointsOf, pointsSum } from './points-test-support';

const REDEEM = '/wps/relay/passwordCheck/MCS2_redeemPointReward';

describe('points mall: ledger, earning, redemption and review', () => {
  const t = useTestApp();
  let ops: ReturnType<typeof opsClient>;

  beforeAll(async () => {
    const token = await supervisorToken(t.app, t.db);
    ops = opsClient(t.app, () => token);
  });

  /** A credited deposit row over the member's funding transfer (the cashier writes these). */
  const creditedDeposit = async (memberId: bigint, amountMinor: bigint) =>
    t.db.query(
      `INSERT INTO deposits (order_no, merchant_id, member_id, channel_id, kind, amount_minor,
                             currency, status, transfer_id)
       SELECT 'D' || m.id, m.merchant_id, m.id, (SELECT min(id) FROM payment_channels), 'gateway',
              $2, x.currency, 'credited', (SELECT id FROM ledger_transfers
                                            WHERE idempotency_key = 'test-fund:' || m.id)
         FROM members m JOIN merchants x ON x.id = m.merchant_id WHERE m.id = $1`,
      [memberId, amountMinor],
    );

  const addGoods = async (extra: Record<string, unknown>) =>
    (await ops.post('/ops/points/goods', goodsBody(extra))).json().value.id as string;

  it('earns points from settled rounds by game type and from deposits, exactly once', async () => {
    await ops.put('/ops/points/earning-rules', { source: 'bet', gameType: 'SLOT', rateBps: 10000 });
    await ops.put('/ops/points/earning-rules', { source: 'bet', gameType: '*', rateBps: 1000 });
    await ops.put('/ops/points/earning-rules', { source: 'deposit', gameType: '*', rateBps: 2000 });
    const m = await memberWithMoney(t.db, { amountMinor: 500_00n });
    await creditedDeposit(m.memberId, 500_00n);
    await playRound(t.db, { memberId: m.memberId, stakeMinor: 120_00n, gameType: 'SLOT' });
    await playRound(t.db, { memberId: m.memberId, stakeMinor: 50_00n, gameType: 'LIVE' });
    // A refunded part is no valid bet; an open round is not settled yet.
    await playRound(t.db, {
      memberId: m.memberId,
      stakeMinor: 30_00n,
      refundMinor: 30_00n,
      gameType: 'SLOT',
    });
    await playRound(t.db, { memberId: m.memberId, stakeMinor: 99_00n, status: 'open' });
    await Promise.all([runPointsEarning(t), runPointsEarning(t)]);
    await runPointsEarning(t);
    expect((await pointsOf(t.db, m.memberId)).balance).toBe(225n); // 120 × 1 + 50 × 0.1 + 500 × 0.2
    const balance = await call(t.app, m).get('/wps/relay/MCS2_getPointBalance');
    expect(balance.json().value).toEqual({ balance: '225', held: '0', available: '225' });
    expect(await pointsSum(t.db)).toBe(0n);
  });

  it('a wrong payment password takes nothing, not even stock', async () => {
    const m = await memberWithMoney(t.db);
    await givePoints(t.db, m.memberId, 5000n, `pw:${m.memberId}`);
    const id = await addGoods({ stock: 1 });
    const r = await call(t.app, m).post(REDEEM, { goodsId: Number(id), password: '000000' });
    expect(r.json()).toMatchObject({ success: false, errorCode: 'invalid.payment.pw' });
    expect(await pointsOf(t.db, m.memberId)).toEqual({ balance: 5000n, available: 5000n });
    const goods = (await ops.get('/ops/points/goods')).json().value.list;
    expect(goods.find((g: { id: string }) => g.id === id).stock).toBe(1);
  });

  it('physical goods need recipient, address and phone', async () => {
    const m = await memberWithMoney(t.db);
    await givePoints(t.db, m.memberId, 5000n, `phys:${m.memberId}`);
    const id = Number(await addGoods({ kind: 'physical', category: 'gadgets', value: undefined }));
    const missing = await call(t.app, m).post(REDEEM, { goodsId: id, password: PAYMENT_PASSWORD });
    expect(missing.json().errorCode).toBe('points.delivery_required');
    const ok = await call(t.app, m).post(REDEEM, {
      goodsId: id,
      password: PAYMENT_PASSWORD,
      recipient: 'Ana Cruz',
      address: '1 Rizal St, Manila',
      phone: '+63 917 555 0101',
    });
    expect(ok.json().value).toMatchObject({ status: 'applying', address: '1 Rizal St, Manila' });
    expect(await pointsOf(t.db, m.memberId)).toEqual({ balance: 5000n, available: 4000n });
  });

  it('100 concurrent redemptions of the last 10 items: exactly 10 orders, nobody charged without one', async () => {
    const id = Number(await addGoods({ stock: 10, pricePoints: 300, name: 'Last ten' }));
    const members = await Promise.all(Array.from({ length: 100 }, () => memberWithMoney(t.db)));
    // Every tenth member cannot afford it: their attempts must not use up an item.
    await Promise.all(
      members.map((m, i) =>
        i % 10 === 0 ? null : givePoints(t.db, m.memberId, 1000n, `race:${m.memberId}`),
      ),
    );
    const answers = await Promise.all(
      members.map((m) => call(t.app, m).post(REDEEM, { goodsId: id, password: PAYMENT_PASSWORD })),
    );
    const codes = answers.map((a) => (a.json().success ? 'ok' : a.json().errorCode));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(10);
    expect(
      codes.every((c) => ['ok', 'points.out_of_stock', 'insufficient_funds'].includes(c)),
    ).toBe(true);
    const orders = await t.db.query<{ member_id: bigint }>(
      `SELECT member_id FROM points_orders WHERE goods_id = $1`,
      [id],
    );
    expect(orders.rows).toHaveLength(10);
    const winners = new Set(orders.rows.map((o) => o.member_id));
    for (const m of members) {
      const p = await pointsOf(t.db, m.memberId);
      const start = members.indexOf(m) % 10 === 0 ? 0n : 1000n;
      expect(p.available).toBe(winners.has(m.memberId) ? start - 300n : start);
    }
    const goods = (await ops.get('/ops/points/goods')).json().value.list;
    expect(goods.find((g: { id: string }) => g.id === String(id)).stock).toBe(0);
    expect(await pointsSum(t.db)).toBe(0n);
  }, 60_000);

  it('passing a cash good pays the wallet; rejecting returns the points once, under racing reviews', async () => {
    const m = await memberWithMoney(t.db);
    await givePoints(t.db, m.memberId, 3000n, `review:${m.memberId}`);
    const id = Number(await addGoods({ stock: 3, pricePoints: 1000, value: '10' }));
    const order = async () =>
      (await call(t.app, m).post(REDEEM, { goodsId: id, password: PAYMENT_PASSWORD })).json().value
        .id as string;
    const passed = await order();
    const rejected = await order();
    expect(await pointsOf(t.db, m.memberId)).toEqual({ balance: 3000n, available: 1000n });

    const passes = await Promise.all(
      [1, 2, 3].map(() => ops.post(`/ops/points/orders/${passed}/pass`)),
    );
    expect(passes.filter((r) => r.json().success)).toHaveLength(1);
    expect(passes.map((r) => r.json().errorCode).filter(Boolean)).toEqual([
      'points.order_decided',
      'points.order_decided',
    ]);
    expect(await mainBalanceMinor(t.db, m.memberId)).toBe(10_00n);

    const rejects = await Promise.all(
      [1, 2, 3].map(() =>
        ops.post(`/ops/points/orders/${rejected}/reject`, { reason: 'Out of budget' }),
      ),
    );
    expect(rejects.filter((r) => r.json().success)).toHaveLength(1);
    expect(await pointsOf(t.db, m.memberId)).toEqual({ balance: 2000n, available: 2000n });
    const goods = (await ops.get('/ops/points/goods')).json().value.list;
    expect(goods.find((g: { id: string }) => g.id === String(id)).stock).toBe(2);

    const records = await call(t.app, m).get('/wps/relay/MCS2_getRedeemPointList');
    expect(records.json().value.list.map((o: { status: string }) => o.status)).toEqual([
      'rejected',
      'passed',
    ]);
    const inbox = await t.db.query<{ kind: string }>(
      `SELECT kind FROM inbox_messages WHERE kind LIKE 'points_order_%' AND audience_ref = $1
        ORDER BY id`,
      [m.memberId],
    );
    expect(inbox.rows.map((r) => r.kind)).toEqual(['points_order_passed', 'points_order_rejected']);
    const audit = await t.db.query(
      `SELECT 1 FROM audit_log WHERE action IN ('points.order.pass', 'points.order.reject')
          AND subject_id IN ($1, $2)`,
      [passed, rejected],
    );
    expect(audit.rows).toHaveLength(2);
    expect(await pointsSum(t.db)).toBe(0n);
  });

  it('converts points to cash at the exchange ratio, with the payment password', async () => {
    await ops.put('/ops/points/settings', { pointsPerUnit: 30, minConvertPoints: 100 });
    const m = await memberWithMoney(t.db);
    await givePoints(t.db, m.memberId, 1000n, `convert:${m.memberId}`);
    const url = '/wps/relay/passwordCheck/MCS2_convertPoint';
    const wrong = await call(t.app, m).post(url, { points: 100, password: '000000' });
    expect(wrong.json().errorCode).toBe('invalid.payment.pw');
    const small = await call(t.app, m).post(url, { points: 99, password: PAYMENT_PASSWORD });
    expect(small.json().errorCode).toBe('points.below_minimum');
    const key = 'convert-key-0001';
    const done = await call(t.app, m).post(url, {
      points: 100,
      password: PAYMENT_PASSWORD,
      idempotencyKey: key,
    });
    // 100 points at 30 a peso buy 3.33; the 99.9 points that bought it are taken, rounded up.
    expect(done.json().value).toEqual({ points: '100', amount: '3.33', replayed: false });
    const again = await call(t.app, m).post(url, {
      points: 100,
      password: PAYMENT_PASSWORD,
      idempotencyKey: key,
    });
    expect(again.json().value.replayed).toBe(true);
    expect(await pointsOf(t.db, m.memberId)).toEqual({ balance: 900n, available: 900n });
    expect(await mainBalanceMinor(t.db, m.memberId)).toBe(3_33n);
    const tooMuch = await call(t.app, m).post(url, { points: 5000, password: PAYMENT_PASSWORD });
    expect(tooMuch.json().errorCode).toBe('insufficient_funds');
    expect(await pointsSum(t.db)).toBe(0n);
  });

  it('answers the mall: goods with categories, config, and refuses bad input', async () => {
    const m = await memberWithMoney(t.db);
    const mall = (await call(t.app, m).get('/wps/relay/MCS2_getPointReward')).json().value;
    expect(mall.categories).toContain('cash');
    expect(mall.list.every((g: { pricePoints: string }) => /^\d+$/.test(g.pricePoints))).toBe(true);
    const config = (await call(t.app, m).get('/wps/relay/MCS2_getPointConfig')).json().value;
    expect(config).toMatchObject({ pointsPerUnit: '30', currency: m.currency });
    for (const body of [{}, { goodsId: 'x', password: 'a' }, { goodsId: 1 }]) {
      const r = await call(t.app, m).post(REDEEM, body);
      expect(r.statusCode).toBe(400);
    }
    const gone = await call(t.app, m).post(REDEEM, { goodsId: 999999, password: PAYMENT_PASSWORD });
    expect(gone.json().errorCode).toBe('points.goods_not_found');
  });
});
