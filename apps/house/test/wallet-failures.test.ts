import { afterEach, describe, expect, it } from 'vitest';
import { sweepOutbox } from '../src/wallet/deliver-outbox';
import { pendingOutboxCount } from '../src/wallet/outbox-store';
import { call, launchPlayer, useHouse } from './test-house';

const ctx = useHouse({ wallet: { timeoutMs: 250, maxAttempts: 3, backoffMs: 5 } });
afterEach(() => ctx.platform.clearFaults());

async function lastRound(token: string) {
  const history = await call(ctx, token, 'GET', '/api/rounds');
  return (history.json().value as { rounds: { id: string; status: string; winMinor: string | null }[] }).rounds[0];
}

describe('the house when the wallet misbehaves', () => {
  it('retries a debit that failed with 5xx using the same txId and plays the round once', async () => {
    const p = await launchPlayer(ctx, 'fair-dice', { balanceMinor: 10_000n });
    ctx.platform.fail('debit', 'http500', 2);
    const bet = await call(ctx, p.sessionToken, 'POST', '/api/dice/bet', { stakeMinor: '100', direction: 'under', target: 5000 });
    expect(bet.statusCode).toBe(200);
    const roundId = (bet.json().value as { roundId: string }).roundId;
    const debits = ctx.platform.calls.filter((c) => c.txId === `${roundId}.d`);
    expect(debits).toHaveLength(3);
    const win = BigInt((bet.json().value as { winMinor: string }).winMinor);
    expect(ctx.platform.members.get(p.playerToken)?.balanceMinor).toBe(10_000n - 100n + win);
  });

  it('rolls back a debit whose outcome stayed unknown, returning a stake the platform had taken', async () => {
    const p = await launchPlayer(ctx, 'lucky-sevens', { balanceMinor: 10_000n });
    // Every attempt is applied (the first) or replayed, but no answer ever comes back.
    ctx.platform.fail('debit', 'applyThenHang', 3);
    const spin = await call(ctx, p.sessionToken, 'POST', '/api/slot/spin', { betPerLineMinor: '10' });
    expect(spin.statusCode).toBe(503);
    expect(spin.json()).toMatchObject({ errorCode: 'WALLET_UNAVAILABLE' });
    const round = await lastRound(p.sessionToken);
    expect(round?.status).toBe('void');
    expect(ctx.platform.calls.filter((c) => c.txId === `${round?.id}.r`)).toHaveLength(1);
    expect(ctx.platform.bets.get(`${round?.id}.d`)?.state).toBe('rolledback');
    expect(ctx.platform.members.get(p.playerToken)?.balanceMinor).toBe(10_000n);
  });

  it('leaves a tombstone when the debit never arrived, so a late copy of it cannot take money', async () => {
    const p = await launchPlayer(ctx, 'lucky-sevens', { balanceMinor: 10_000n });
    ctx.platform.fail('debit', 'hang', 3);
    await call(ctx, p.sessionToken, 'POST', '/api/slot/spin', { betPerLineMinor: '10' });
    const round = await lastRound(p.sessionToken);
    expect(ctx.platform.tombstones.has(`${round?.id}.d`)).toBe(true);
    expect(ctx.platform.members.get(p.playerToken)?.balanceMinor).toBe(10_000n);
  });

  it('keeps retrying a rollback it could not deliver until the platform takes it', async () => {
    const p = await launchPlayer(ctx, 'lucky-sevens', { balanceMinor: 10_000n });
    ctx.platform.fail('debit', 'applyThenHang', 3);
    ctx.platform.fail('rollback', 'http500', 3);
    await call(ctx, p.sessionToken, 'POST', '/api/slot/spin', { betPerLineMinor: '10' });
    expect(ctx.platform.members.get(p.playerToken)?.balanceMinor).toBe(9_900n);
    expect(await pendingOutboxCount(ctx.db)).toBe(1);
    expect(await sweepOutbox(ctx.deps)).toBe(0); // not due yet
    ctx.clock.now += 6_000;
    expect(await sweepOutbox(ctx.deps)).toBe(1);
    expect(await pendingOutboxCount(ctx.db)).toBe(0);
    expect(ctx.platform.members.get(p.playerToken)?.balanceMinor).toBe(10_000n);
    expect((await lastRound(p.sessionToken))?.status).toBe('void');
  });

  it('settles a round whose credit was lost once the outbox gets it through', async () => {
    const p = await launchPlayer(ctx, 'fair-crash', { balanceMinor: 10_000n });
    ctx.platform.fail('credit', 'http500', 3);
    // Cash out at 1.01×: wins unless the crash point is 1.00 (1 % of rounds).
    const bet = await call(ctx, p.sessionToken, 'POST', '/api/crash/bet', { stakeMinor: '1000', target: 101 });
    expect(bet.statusCode).toBe(200);
    const value = bet.json().value as { roundId: string; winMinor: string; balanceMinor: string };
    expect(BigInt(value.balanceMinor)).toBe(9_000n + BigInt(value.winMinor));
    expect((await lastRound(p.sessionToken))?.status).toBe('settling');
    expect(ctx.platform.members.get(p.playerToken)?.balanceMinor).toBe(9_000n);
    ctx.clock.now += 6_000;
    await sweepOutbox(ctx.deps);
    expect((await lastRound(p.sessionToken))?.status).toBe('settled');
    expect(ctx.platform.members.get(p.playerToken)?.balanceMinor).toBe(9_000n + BigInt(value.winMinor));
  });
});
