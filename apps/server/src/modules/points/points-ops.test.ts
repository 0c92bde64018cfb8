import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { supervisorToken } from '../promotions/promotions-test-support';
import { memberWithMoney } from '../cashier/cashier-test-support';
import { goodsBody, opsClient, pointsOf } from './points-test-support';

describe('operator API of the points mall', () => {
  const t = useTestApp();
  let token = '';
  let ops: ReturnType<typeof opsClient>;

  beforeAll(async () => {
    token = await supervisorToken(t.app, t.db);
    ops = opsClient(t.app, () => token);
  });

  it('saves settings and earning rules, each change audited', async () => {
    const s = await ops.put('/ops/points/settings', {
      pointsPerUnit: 50,
      minConvertPoints: 200,
      rulesText: 'One point per peso of valid bets.',
    });
    expect(s.json().success).toBe(true);
    expect((await ops.get('/ops/points/settings')).json().value).toEqual({
      pointsPerUnit: 50,
      minConvertPoints: 200,
      rulesText: 'One point per peso of valid bets.',
    });
    expect(
      (
        await ops.put('/ops/points/earning-rules', {
          source: 'bet',
          gameType: 'SLOT',
          rateBps: 10000,
        })
      ).json().success,
    ).toBe(true);
    await ops.put('/ops/points/earning-rules', { source: 'bet', gameType: 'SLOT', rateBps: 5000 });
    const bad = await ops.put('/ops/points/earning-rules', {
      source: 'deposit',
      gameType: 'SLOT',
      rateBps: 1,
    });
    expect(bad.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
    expect((await ops.get('/ops/points/earning-rules')).json().value.list).toEqual([
      { source: 'bet', gameType: 'SLOT', rateBps: 5000 },
    ]);
    const audit = await t.db.query<{ action: string; before: unknown }>(
      `SELECT action, before FROM audit_log WHERE action LIKE 'points.%' ORDER BY id`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual([
      'points.settings.save',
      'points.earning_rule.save',
      'points.earning_rule.save',
    ]);
    expect(audit.rows[2]!.before).toMatchObject({ rateBps: 10000 });
  });

  it('adds and edits goods with their stock, and refuses bad goods without keeping them', async () => {
    const added = await ops.post('/ops/points/goods', goodsBody({ stock: 5 }));
    expect(added.json().value).toMatchObject({ name: '10 PHP cash', value: '10.00', stock: 5 });
    const id = added.json().value.id as string;
    const edited = await ops.put(`/ops/points/goods/${id}`, goodsBody({ stock: 9, active: false }));
    expect(edited.json().value).toMatchObject({ stock: 9, active: false });
    for (const body of [
      goodsBody({ kind: 'physical' }), // physical goods carry no value
      goodsBody({ value: undefined }), // cash goods need one
      goodsBody({ pricePoints: 0 }),
      goodsBody({ stock: -1 }),
      goodsBody({ category: 'Bad Category' }),
    ]) {
      expect((await ops.post('/ops/points/goods', body)).json().success).toBe(false);
    }
    expect((await ops.put('/ops/points/goods/999999', goodsBody())).json()).toMatchObject({
      success: false,
      errorCode: 'points.goods_not_found',
    });
    expect((await ops.get('/ops/points/goods')).json().value.list).toHaveLength(1);
  });

  it('refuses a review of a missing order and anonymous calls', async () => {
    expect((await ops.post('/ops/points/orders/999999/pass')).json()).toMatchObject({
      success: false,
      errorCode: 'points.order_not_found',
    });
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/ops/points/goods',
      headers: { merchant: 'DEMO' },
    });
    expect(anonymous.json().success).toBe(false);
  });

  it('gives a member points once per key, audited; only members of the merchant', async () => {
    const m = await memberWithMoney(t.db);
    const grant = (extra: object = {}) =>
      ops.post('/ops/points/grants', {
        memberId: Number(m.memberId),
        points: 250,
        reason: 'Tournament prize',
        idempotencyKey: `test-grant-${m.memberId}`,
        ...extra,
      });
    const first = await grant();
    expect(first.json().value).toMatchObject({ replayed: false });
    expect((await grant()).json().value).toMatchObject({ replayed: true });
    expect(await pointsOf(t.db, m.memberId)).toEqual({ balance: 250n, available: 250n });
    const audit = await t.db.query<{ after: { points: string; reason: string } }>(
      `SELECT after FROM audit_log WHERE action = 'points.grant' AND subject_id = $1`,
      [m.memberId.toString()],
    );
    expect(audit.rows.map((r) => r.after)).toEqual([
      expect.objectContaining({ points: '250', reason: 'Tournament prize' }),
    ]);
    for (const bad of [{ points: 0 }, { reason: ' ' }, { memberId: 99999999 }]) {
      const r = await grant({
        ...bad,
        idempotencyKey: `test-grant-bad-${JSON.stringify(bad).length}`,
      });
      expect(r.json().success).toBe(false);
    }
    expect(await pointsOf(t.db, m.memberId)).toEqual({ balance: 250n, available: 250n });
  });
});
