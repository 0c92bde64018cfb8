import { describe, expect, it } from 'vitest';
import { creditWinRequest } from './credit-win';
import { debitBetRequest } from './debit-bet';
import { launchGameRequest } from './launch-game';
import { rollbackBetRequest } from './rollback-bet';

const base = { vendorCode: 'HOUSE', requestId: 'r-1', timestamp: 1_767_225_600_000 };
const member = { memberRef: 'm-42', currency: 'PHP', gameCode: 'lucky-sevens' };

describe('vendor wallet request schemas', () => {
  it('takes amounts only as integer minor-unit strings', () => {
    const debit = { ...base, ...member, token: 'pt_5f2b9c0e7a1d4e8f', txId: 't1', roundId: 'r1' };
    expect(debitBetRequest.safeParse({ ...debit, amountMinor: '1050' }).success).toBe(true);
    for (const amountMinor of ['10.50', '0', '-5', '01', 1050, '1e3', '1234567890123456789']) {
      expect(debitBetRequest.safeParse({ ...debit, amountMinor }).success).toBe(false);
    }
  });

  it('lets a credit be zero, without a token, and defaults roundClosed to true', () => {
    const parsed = creditWinRequest.parse({ ...base, ...member, txId: 'c1', roundId: 'r1', amountMinor: '0' });
    expect(parsed.roundClosed).toBe(true);
    expect(parsed.token).toBeUndefined();
  });

  it('requires the bet id on a rollback', () => {
    const rb = { ...base, ...member, txId: 'rb1', roundId: 'r1' };
    expect(rollbackBetRequest.safeParse(rb).success).toBe(false);
    expect(rollbackBetRequest.safeParse({ ...rb, betTxId: 't1' }).success).toBe(true);
  });

  it('requires a player token to launch real play but not demo', () => {
    const launch = { ...base, gameCode: 'fair-dice', currency: 'PHP', language: 'TW' };
    expect(launchGameRequest.safeParse({ ...launch, mode: 'real' }).success).toBe(false);
    expect(launchGameRequest.safeParse({ ...launch, mode: 'demo' }).success).toBe(true);
    expect(
      launchGameRequest.safeParse({ ...launch, mode: 'demo', lobbyUrl: 'javascript:alert(1)' }).success,
    ).toBe(false);
  });
});
