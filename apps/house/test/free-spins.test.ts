import { describe, expect, it } from 'vitest';
import { signRequest } from '@wl/contract/vendor-wallet/signature';
import { sweepOutbox } from '../src/wallet/deliver-outbox';
import { call, launchPlayer, SECRET, useHouse, VENDOR } from './test-house';

const ctx = useHouse();

function grant(fields: Record<string, unknown>, secret = SECRET) {
  const s = signRequest({ secret, vendorCode: VENDOR, fields, nowMs: ctx.clock.now });
  return ctx.app.inject({ method: 'POST', url: '/free-spins/grant', headers: s.headers, payload: s.rawBody });
}

const terms = (grantRef: string, memberRef: string, extra: Record<string, unknown> = {}) => ({
  grantRef, memberRef, currency: 'PHP', gameCode: 'lucky-sevens', spins: 3, betMinor: '100', ...extra,
});

type Spin = { roundId: string; stakeMinor: string; winMinor: string; freeSpinsLeft: number; creditPending: boolean };

async function spinsLeft(token: string): Promise<number> {
  const r = await call(ctx, token, 'GET', '/api/slot/free-spins');
  return (r.json().value as { spinsLeft: number }).spinsLeft;
}

describe('free spins granted by the platform', () => {
  it('keeps a grant once per ref, and refuses other terms, unknown games, bets the slot cannot play and unsigned calls', async () => {
    const first = await grant(terms('pts-1', 'M1'));
    expect(first.json()).toMatchObject({ success: true, value: { grantRef: 'pts-1', spins: 3, spinsLeft: 3, replayed: false } });
    const again = await grant(terms('pts-1', 'M1'));
    expect(again.json().value).toMatchObject({ spinsLeft: 3, replayed: true });
    const other = await grant(terms('pts-1', 'M1', { spins: 4 }));
    expect([other.statusCode, other.json().errorCode]).toEqual([409, 'GRANT_CONFLICT']);
    const dice = await grant(terms('pts-2', 'M1', { gameCode: 'fair-dice' }));
    expect([dice.statusCode, dice.json().errorCode]).toEqual([404, 'GAME_NOT_FOUND']);
    // Lucky Sevens has 10 lines: 105 is not a whole bet per line, 30 is 3 per line (not a step).
    for (const betMinor of ['105', '30']) {
      const bad = await grant(terms('pts-3', 'M1', { betMinor }));
      expect([bad.statusCode, bad.json().errorCode]).toEqual([400, 'BAD_BET']);
    }
    const forged = await grant(terms('pts-4', 'M1'), 'another-secret-0123456789');
    expect(forged.statusCode).toBe(401);
    const rows = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM house.free_spin_grants');
    expect(rows.rows[0]?.n).toBe(1);
  });

  it('plays each granted spin once under concurrency, at no cost, each win credited once with no debit', async () => {
    const p = await launchPlayer(ctx, 'lucky-sevens', { balanceMinor: 5_000n });
    await grant(terms('pts-10', p.memberRef));
    expect(await spinsLeft(p.sessionToken)).toBe(3);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(ctx, p.sessionToken, 'POST', '/api/slot/free-spin')),
    );
    const played = answers.filter((a) => a.statusCode === 200).map((a) => a.json().value as Spin);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(played).toHaveLength(3);
    expect(refused.map((a) => a.json().errorCode)).toEqual(Array(7).fill('NO_FREE_SPINS'));
    expect(played.every((s) => s.stakeMinor === '0' && !s.creditPending)).toBe(true);
    expect(await spinsLeft(p.sessionToken)).toBe(0);

    const wins = played.reduce((sum, s) => sum + BigInt(s.winMinor), 0n);
    expect(ctx.platform.members.get(p.playerToken)?.balanceMinor).toBe(5_000n + wins);
    const credits = ctx.platform.calls.filter((c) => c.path === 'credit' && c.txId?.startsWith('fs.pts-10.'));
    expect(credits.map((c) => c.txId).sort()).toEqual(['fs.pts-10.1', 'fs.pts-10.2', 'fs.pts-10.3']);
    expect(ctx.platform.calls.some((c) => c.path === 'debit' && c.txId?.startsWith(played[0]!.roundId))).toBe(false);
    const rounds = await ctx.db.query<{ stake_minor: bigint; status: string; free_spin_no: number }>(
      `SELECT r.stake_minor, r.status, r.free_spin_no FROM house.rounds r
         JOIN house.free_spin_grants g ON g.id = r.free_spin_grant_id WHERE g.grant_ref = 'pts-10'
        ORDER BY r.free_spin_no`,
    );
    expect(rounds.rows).toEqual([1, 2, 3].map((n) => ({ stake_minor: 0n, status: 'settled', free_spin_no: n })));
  });

  it('keeps a free spin’s win owed until the platform takes it, then pays it once', async () => {
    const p = await launchPlayer(ctx, 'lucky-sevens', { balanceMinor: 1_000n });
    await grant(terms('pts-20', p.memberRef, { spins: 1 }));
    ctx.platform.fail('credit', 'applyThenHang', 3);
    const spin = await call(ctx, p.sessionToken, 'POST', '/api/slot/free-spin');
    expect(spin.statusCode).toBe(200);
    const value = spin.json().value as Spin;
    expect(value.creditPending).toBe(true);
    const win = BigInt(value.winMinor);
    // The first attempt was applied and its answer lost: every retry carries the same txId.
    expect(ctx.platform.members.get(p.playerToken)?.balanceMinor).toBe(1_000n + win);
    ctx.clock.now += 6_000;
    expect(await sweepOutbox(ctx.deps)).toBe(1);
    expect(ctx.platform.members.get(p.playerToken)?.balanceMinor).toBe(1_000n + win);
    const ids = ctx.platform.calls.filter((c) => c.path === 'credit' && c.txId === 'fs.pts-20.1');
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(await spinsLeft(p.sessionToken)).toBe(0);
  });
});
