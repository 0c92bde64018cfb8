import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { call, memberWithMoney, PAYMENT_PASSWORD } from '../cashier/cashier-test-support';
import { supervisorToken } from '../promotions/promotions-test-support';
import { givePoints, goodsBody, opsClient } from './points-test-support';

const DETAILS = '/wps/relay/ODSFE2_MemTransDet';

describe('points details and the account record', () => {
  const t = useTestApp();
  let ops: ReturnType<typeof opsClient>;

  beforeAll(async () => {
    const token = await supervisorToken(t.app, t.db);
    ops = opsClient(t.app, () => token);
  });

  it('lists points lines newest first with the balance after each, paged; never as money', async () => {
    const m = await memberWithMoney(t.db);
    await givePoints(t.db, m.memberId, 700n, `d1:${m.memberId}`);
    await givePoints(t.db, m.memberId, 500n, `d2:${m.memberId}`);
    const goods = await ops.post('/ops/points/goods', goodsBody({ pricePoints: 300 }));
    const order = await call(t.app, m).post('/wps/relay/passwordCheck/MCS2_redeemPointReward', {
      goodsId: Number(goods.json().value.id),
      password: PAYMENT_PASSWORD,
    });
    // Under review the order is a hold, not a line; once passed it is one.
    const before = await call(t.app, m).get(`${DETAILS}?accountType=points`);
    expect(before.json().value.list.map((l: { points: string }) => l.points)).toEqual([
      '500',
      '700',
    ]);
    await ops.post(`/ops/points/orders/${order.json().value.id}/pass`);

    const page1 = (await call(t.app, m).get(`${DETAILS}?accountType=points&pageSize=2`)).json();
    expect(page1.value).toMatchObject({
      accountType: 'points',
      total: 3,
      totalPages: 2,
      pageNum: 1,
    });
    expect(
      page1.value.list.map((l: { points: string; balance: string }) => [l.points, l.balance]),
    ).toEqual([
      ['-300', '900'],
      ['500', '1200'],
    ]);
    expect(page1.value.list[0]).toMatchObject({ code: 'POINTS_REDEEM', remark: '10 PHP cash' });
    const page2 = (
      await call(t.app, m).get(`${DETAILS}?accountType=points&pageSize=2&pageNo=2`)
    ).json();
    expect(page2.value.list.map((l: { balance: string }) => l.balance)).toEqual(['700']);
    const beyond = (
      await call(t.app, m).get(`${DETAILS}?accountType=points&pageSize=2&pageNo=5`)
    ).json();
    expect(beyond.value).toMatchObject({ list: [], total: 3 });

    // A range that leaves out the newest line still shows true balances.
    const newest = page1.value.list[0].time as number;
    const older = (
      await call(t.app, m).get(`${DETAILS}?accountType=points&startTime=0&endTime=${newest - 1}`)
    ).json();
    expect(older.value.list.every((l: { code: string }) => l.code === 'POINTS_EARN')).toBe(true);
    expect(older.value.list[0].balance).toBe(older.value.list.length === 2 ? '1200' : '700');

    // The account record is money only: the cash the good paid, but no PTS line.
    const money = (await call(t.app, m).get(DETAILS)).json().value;
    const lines = money.list.map((l: { code: string; wallet: string }) => `${l.code}@${l.wallet}`);
    expect(lines).toContain('POINTS_REDEEM@main');
    expect(lines.filter((l: string) => l.endsWith('@points'))).toEqual([]);
  });

  it('refuses a malformed account type with the envelope', async () => {
    const m = await memberWithMoney(t.db);
    const r = await call(t.app, m).get(`${DETAILS}?accountType=stars`);
    expect(r.statusCode).toBe(400);
    expect(r.json().success).toBe(false);
  });
});
