import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import {
  call,
  mainBalanceMinor,
  memberWithMoney,
  PAYMENT_PASSWORD,
} from '../cashier/cashier-test-support';
import { supervisorToken } from '../promotions/promotions-test-support';
import { useLinkedHouse } from '../vendor-wallet/linked-house-test-support';
import {
  givePoints,
  goodsBody,
  opsClient,
  pointsOf,
  pointsSum,
  REDEEM_PATH as REDEEM,
} from './points-test-support';
const LAUNCH =
  '/wps/game/launchGame?vassalage=HOUSE&gameId=lucky-sevens&gameType=RNG&launchMode=GLS&accountType=1';

const t = useTestApp();
const linked = useLinkedHouse(t);

/** Goods of the two kinds that are delivered outside the points ledger (ADR 0038, 0039). */
const freeSpinsGoods = (extra: Record<string, unknown> = {}) =>
  goodsBody({
    kind: 'house_free_spins',
    category: 'spins',
    name: '3 free spins',
    value: undefined,
    freeSpins: { gameCode: 'lucky-sevens', spins: 3, betMinor: 100 },
    ...extra,
  });
const vipGoods = () =>
  goodsBody({ kind: 'vip_points', category: 'vip', name: 'VIP boost', value: '500' });

describe('points mall: free spins at the house and VIP points', () => {
  let ops: ReturnType<typeof opsClient>;
  beforeAll(async () => {
    const token = await supervisorToken(t.app, t.db);
    ops = opsClient(t.app, () => token);
  });

  const addGoods = async (body: object) => {
    const r = await ops.post('/ops/points/goods', body);
    expect(r.json().success).toBe(true);
    return Number(r.json().value.id);
  };

  /** A member with points who redeemed `goodsId`: answers the member and the order id. */
  async function redeemed(goodsId: number, points = 5000n) {
    const m = await memberWithMoney(t.db, { amountMinor: 10_000n });
    await givePoints(t.db, m.memberId, points, `house-goods:${m.memberId}:${goodsId}`);
    const r = await call(t.app, m).post(REDEEM, { goodsId, password: PAYMENT_PASSWORD });
    expect(r.json().success).toBe(true);
    return { m, orderId: r.json().value.id as string };
  }

  const houseGrants = async (grantRef: string) =>
    (
      await t.db.query<{ spins: number; spins_used: number }>(
        `SELECT spins, spins_used FROM house.free_spin_grants WHERE grant_ref = $1`,
        [grantRef],
      )
    ).rows;

  it('the goods editor checks each kind’s fields, and the mall says what a good gives', async () => {
    const bad = async (body: object) => (await ops.post('/ops/points/goods', body)).json();
    expect(
      await bad(freeSpinsGoods({ freeSpins: { gameCode: 'fair-dice', spins: 3, betMinor: 100 } })),
    ).toMatchObject({ success: false, errorCode: 'points.free_spins_game' });
    expect(
      await bad(
        freeSpinsGoods({ freeSpins: { gameCode: 'lucky-sevens', spins: 3, betMinor: 105 } }),
      ),
    ).toMatchObject({ success: false, errorCode: 'points.free_spins_bet', value: { lines: 10 } });
    expect((await bad(freeSpinsGoods({ freeSpins: undefined }))).success).toBe(false);
    expect((await bad(freeSpinsGoods({ value: '5' }))).success).toBe(false);
    expect((await bad({ ...vipGoods(), value: undefined })).success).toBe(false);
    expect(
      (
        await bad({
          ...vipGoods(),
          freeSpins: { gameCode: 'lucky-sevens', spins: 1, betMinor: 10 },
        })
      ).success,
    ).toBe(false);
    const before = (await ops.get('/ops/points/goods')).json().value.list.length;
    expect(before).toBe(0);

    const spins = await addGoods(freeSpinsGoods());
    const vip = await addGoods(vipGoods());
    const m = await memberWithMoney(t.db);
    const mall = (await call(t.app, m).get('/wps/relay/MCS2_getPointReward')).json().value.list;
    expect(mall.find((g: { id: string }) => g.id === String(spins))).toMatchObject({
      kind: 'house_free_spins',
      value: null,
      // The demo merchant's default language is Traditional Chinese: the game's name in it.
      freeSpins: { gameCode: 'lucky-sevens', gameName: '幸運七', spins: 3, betPerSpin: '1.00' },
    });
    expect(mall.find((g: { id: string }) => g.id === String(vip))).toMatchObject({
      kind: 'vip_points',
      value: '500.00',
      freeSpins: null,
    });
  });

  it('passing a free-spins order grants the spins at the house once; they play free and their wins reach the wallet once', async () => {
    const goodsId = await addGoods(freeSpinsGoods());
    const { m, orderId } = await redeemed(goodsId);
    const [first, second] = await Promise.all([
      ops.post(`/ops/points/orders/${orderId}/pass`),
      ops.post(`/ops/points/orders/${orderId}/pass`),
    ]);
    const outcomes = [first.json(), second.json()].map((j) => j.errorCode ?? j.value.status).sort();
    expect(outcomes).toEqual(['passed', 'points.order_decided']);
    expect(await houseGrants(`pts-${orderId}`)).toEqual([{ spins: 3, spins_used: 0 }]);
    expect(await pointsOf(t.db, m.memberId)).toEqual({ balance: 4000n, available: 4000n });
    const rejected = await ops.post(`/ops/points/orders/${orderId}/reject`, { reason: 'late' });
    expect(rejected.json().errorCode).toBe('points.order_decided');

    const launched = await t.app.inject({ method: 'GET', url: LAUNCH, headers: m.headers });
    const gameUrl = launched.json().value.content.game_url as string;
    const opened = await fetch(gameUrl.replace('localhost', '127.0.0.1'), { redirect: 'manual' });
    const session = /#s=([A-Za-z0-9_-]+)/.exec(opened.headers.get('location') ?? '')![1]!;
    const house = (path: string, method = 'POST') =>
      fetch(`${linked.house.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${session}`, 'content-type': 'application/json' },
        ...(method === 'POST' ? { body: '{}' } : {}),
      }).then(
        (r) =>
          r.json() as Promise<{
            success: boolean;
            errorCode?: string;
            value: Record<string, string>;
          }>,
      );
    expect((await house('/api/slot/free-spins', 'GET')).value).toMatchObject({ spinsLeft: 3 });

    const before = await mainBalanceMinor(t.db, m.memberId);
    const spins = await Promise.all(Array.from({ length: 5 }, () => house('/api/slot/free-spin')));
    const played = spins.filter((s) => s.success).map((s) => s.value);
    expect(played).toHaveLength(3);
    expect(spins.filter((s) => !s.success).map((s) => s.errorCode)).toEqual([
      'NO_FREE_SPINS',
      'NO_FREE_SPINS',
    ]);
    const wins = played.reduce((sum, s) => sum + BigInt(s.winMinor!), 0n);
    expect(await mainBalanceMinor(t.db, m.memberId)).toBe(before + wins);
    const rounds = await t.db.query<{ stake_minor: bigint; payout_minor: bigint; status: string }>(
      `SELECT stake_minor, payout_minor, status FROM bet_rounds WHERE member_id = $1 ORDER BY id`,
      [m.memberId],
    );
    expect(rounds.rows).toHaveLength(3);
    expect(rounds.rows.every((r) => r.stake_minor === 0n && r.status === 'settled')).toBe(true);
    const credits = await t.db.query<{ tx_id: string }>(
      `SELECT tx_id FROM vendor_wallet_txs WHERE member_id = $1 ORDER BY tx_id`,
      [m.memberId],
    );
    expect(credits.rows.map((r) => r.tx_id)).toEqual(
      [1, 2, 3].map((n) => `fs.pts-${orderId}.${n}`),
    );
    expect(await pointsSum(t.db)).toBe(0n);
  }, 60_000);

  it('the wallet pays no free spin the platform did not grant: another member, another game, a spin past the count', async () => {
    const goodsId = await addGoods(freeSpinsGoods());
    const { m, orderId } = await redeemed(goodsId);
    expect((await ops.post(`/ops/points/orders/${orderId}/pass`)).json().value.status).toBe(
      'passed',
    );
    const other = await memberWithMoney(t.db);
    const roundId = `r-${orderId}`;
    const credit = async (fields: Record<string, unknown>) => {
      const { signRequest } = await import('@wl/contract/vendor-wallet/signature');
      const s = signRequest({
        secret: linked.secret,
        vendorCode: 'HOUSE',
        fields: {
          memberRef: `M${m.memberId}`,
          currency: m.currency,
          roundId,
          gameCode: 'lucky-sevens',
          amountMinor: '5000',
          txId: `fs.pts-${orderId}.1`,
          freeSpin: { grantRef: `pts-${orderId}`, spinNo: 1 },
          ...fields,
        },
      });
      return (
        await t.app.inject({
          method: 'POST',
          url: '/vendor-wallet/v1/credit',
          headers: s.headers,
          payload: s.rawBody,
        })
      ).json();
    };
    const forged = [
      { memberRef: `M${other.memberId}` },
      { gameCode: 'jade-dragon' },
      { txId: `fs.pts-${orderId}.4`, freeSpin: { grantRef: `pts-${orderId}`, spinNo: 4 } },
      { txId: 'fs.other.1' },
    ];
    for (const f of forged) expect((await credit(f)).errorCode).toBe('BET_NOT_FOUND');
    const before = await mainBalanceMinor(t.db, m.memberId);
    // The same credit twice at once (a retry): paid once, the second answered as its replay.
    const [a, b] = await Promise.all([credit({}), credit({ requestId: 'again' })]);
    expect([a.success, b.success]).toEqual([true, true]);
    expect([a.value.replayed, b.value.replayed].sort()).toEqual([false, true]);
    expect(await mainBalanceMinor(t.db, m.memberId)).toBe(before + 5000n);
  });

  it('house down: the pass refuses clearly and the order stays applying; it cannot be rejected; passing later grants once', async () => {
    const goodsId = await addGoods(freeSpinsGoods());
    const { m, orderId } = await redeemed(goodsId);
    await t.db.query(
      `UPDATE vendor_integrations SET base_url = 'http://127.0.0.1:9' WHERE vendor_code = 'HOUSE'`,
    );
    const down = await ops.post(`/ops/points/orders/${orderId}/pass`);
    expect([down.statusCode, down.json().errorCode]).toEqual([503, 'points.house_unavailable']);
    const status = await t.db.query<{ status: string }>(
      `SELECT status FROM points_orders WHERE id = $1`,
      [orderId],
    );
    expect(status.rows[0]?.status).toBe('applying');
    expect(await pointsOf(t.db, m.memberId)).toEqual({ balance: 5000n, available: 4000n });
    const reject = await ops.post(`/ops/points/orders/${orderId}/reject`, { reason: 'house down' });
    expect(reject.json().errorCode).toBe('points.order_delivering');
    await t.db.query(`UPDATE vendor_integrations SET base_url = $1 WHERE vendor_code = 'HOUSE'`, [
      linked.house.url,
    ]);
    expect((await ops.post(`/ops/points/orders/${orderId}/pass`)).json().value.status).toBe(
      'passed',
    );
    expect(await houseGrants(`pts-${orderId}`)).toEqual([{ spins: 3, spins_used: 0 }]);
    expect(await pointsOf(t.db, m.memberId)).toEqual({ balance: 4000n, available: 4000n });
  });

  it('rejecting a free-spins or VIP-points order returns the points once and delivers nothing', async () => {
    for (const body of [freeSpinsGoods(), vipGoods()]) {
      const goodsId = await addGoods(body);
      const { m, orderId } = await redeemed(goodsId);
      const results = await Promise.all([
        ops.post(`/ops/points/orders/${orderId}/reject`, { reason: 'no' }),
        ops.post(`/ops/points/orders/${orderId}/reject`, { reason: 'no' }),
        ops.post(`/ops/points/orders/${orderId}/pass`),
      ]);
      expect(results.filter((r) => r.json().success)).toHaveLength(1);
      const decided = await t.db.query<{ status: string }>(
        `SELECT status FROM points_orders WHERE id = $1`,
        [orderId],
      );
      const points = await pointsOf(t.db, m.memberId);
      if (decided.rows[0]?.status === 'rejected') {
        expect(points).toEqual({ balance: 5000n, available: 5000n });
        expect(await houseGrants(`pts-${orderId}`)).toEqual([]);
      } else {
        expect(points).toEqual({ balance: 4000n, available: 4000n });
      }
    }
    expect(await pointsSum(t.db)).toBe(0n);
  });

  it('passing a VIP-points order adds VIP progress once, shown on the member’s VIP page', async () => {
    const goodsId = await addGoods(vipGoods());
    const { m, orderId } = await redeemed(goodsId);
    const vip = async () =>
      (await call(t.app, m).get('/wps/relay/MCSFE_getPlayerRankProgress')).json().value;
    expect(await vip()).toMatchObject({ validBet: '0.00', validBetAdded: '0.00' });
    const passes = await Promise.all([
      ops.post(`/ops/points/orders/${orderId}/pass`),
      ops.post(`/ops/points/orders/${orderId}/pass`),
    ]);
    expect(passes.filter((r) => r.json().success)).toHaveLength(1);
    expect(await vip()).toMatchObject({ validBet: '500.00', validBetAdded: '500.00' });
    const rows = await t.db.query<{ valid_bet_minor: bigint }>(
      `SELECT valid_bet_minor FROM vip_progress_adjustments WHERE member_id = $1`,
      [m.memberId],
    );
    expect(rows.rows).toEqual([{ valid_bet_minor: 500_00n }]);
    const audit = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'points.order.pass' AND subject_id = $1`,
      [orderId],
    );
    expect(audit.rows[0]?.n).toBe(1);
  });
});
