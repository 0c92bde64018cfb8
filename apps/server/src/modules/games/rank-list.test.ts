import { beforeAll, describe, expect, it } from 'vitest';
import { getRankListValue } from '@wl/contract/games/get-rank-list';
import { useTestApp } from '../../../test/test-app';
import { signIn } from './games-test-helpers';
import { maskUsername } from './get-rank-list';

describe('GCSGAME_getRankList', () => {
  const t = useTestApp();

  /** Settled rounds as the seamless wallet records them (bet_rounds). */
  async function round(
    memberId: bigint,
    merchantId: bigint,
    r: {
      id: string;
      game: string;
      vendor?: string;
      stake: bigint;
      payout: bigint;
      daysAgo?: number;
      status?: string;
    },
  ) {
    await t.db.query(
      `INSERT INTO bet_rounds (merchant_id, member_id, vendor_code, round_id, game_code, currency,
         stake_minor, payout_minor, status, started_at, settled_at)
       VALUES ($1, $2, $3, $4, $5, 'PHP', $6, $7, $8, now() - make_interval(days => $9),
               now() - make_interval(days => $9))`,
      [
        merchantId,
        memberId,
        r.vendor ?? 'HOUSE',
        r.id,
        r.game,
        r.stake,
        r.payout,
        r.status ?? 'settled',
        r.daysAgo ?? 0,
      ],
    );
  }

  beforeAll(async () => {
    const alice = await signIn(t.db, { username: 'alice2024' });
    const bob = await signIn(t.db, { username: 'bob' });
    const trial = await signIn(t.db, { username: 'trialist', type: 4 });
    await round(alice.memberId, alice.merchantId, {
      id: 'r1',
      game: 'lucky-sevens',
      stake: 100n,
      payout: 250_000n,
    });
    await round(bob.memberId, bob.merchantId, {
      id: 'r2',
      game: 'live-baccarat',
      stake: 10_000n,
      payout: 19_500n,
    });
    await round(bob.memberId, bob.merchantId, {
      id: 'r3',
      game: 'fair-dice',
      stake: 500n,
      payout: 400n,
    });
    await round(alice.memberId, alice.merchantId, {
      id: 'r4',
      game: 'fair-crash',
      stake: 100n,
      payout: 900_000n,
      daysAgo: 30,
    });
    await round(alice.memberId, alice.merchantId, {
      id: 'r5',
      game: 'fair-crash',
      stake: 100n,
      payout: 0n,
      status: 'open',
    });
    await round(trial.memberId, trial.merchantId, {
      id: 'r6',
      game: 'jade-dragon',
      stake: 100n,
      payout: 5_000_000n,
    });
    await round(alice.memberId, alice.merchantId, {
      id: 'r7',
      game: 'unlisted',
      vendor: 'OTHERV',
      stake: 100n,
      payout: 300n,
    });
  });

  it('lists the biggest real wins of the week, names masked, with the game', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/GCSGAME_getRankList',
      headers: { language: 'TW' },
    });
    expect(r.statusCode, r.body).toBe(200);
    const { list } = getRankListValue.parse(r.json().value);
    expect(list.map((w) => [w.customerName, w.winAmount, w.gameName])).toEqual([
      ['al***4', '2500.00', '幸運七'],
      ['b***b', '195.00', '百家樂 A'],
      ['al***4', '3.00', null],
    ]);
    expect(list[0]).toMatchObject({ vassalage: 'HOUSE', gameType: 'RNG', currency: 'PHP' });
    expect(list[0]?.nodeId).toMatch(/^\d+$/);
  });

  it('filters by game type and widens the window by days', async () => {
    const live = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/GCSGAME_getRankList?gameType=LIVE',
    });
    expect(getRankListValue.parse(live.json().value).list.map((w) => w.winAmount)).toEqual([
      '195.00',
    ]);
    const month = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/GCSGAME_getRankList?days=31&limitNum=1',
    });
    expect(getRankListValue.parse(month.json().value).list.map((w) => w.winAmount)).toEqual([
      '9000.00',
    ]);
  });

  it('refuses bad parameters with 400', async () => {
    for (const q of ['limitNum=0', 'limitNum=51', 'days=0', 'gameType=X']) {
      const r = await t.app.inject({ method: 'GET', url: `/wps/relay/GCSGAME_getRankList?${q}` });
      expect(r.statusCode, q).toBe(400);
    }
  });

  it('masks short and long names', () => {
    expect(maskUsername('ab')).toBe('a***');
    expect(maskUsername('abcd')).toBe('a***d');
    expect(maskUsername('player99')).toBe('pl***9');
  });
});
