import { describe, expect, it } from 'vitest';
import {
  assertPayoutConfig,
  DEFAULT_PAYOUTS,
  operatorTableProblems,
  rtpOf,
  validatePayoutConfig,
  type PayoutConfig,
} from './payout-config';
import { ratio } from './ratio';

const NORTH = DEFAULT_PAYOUTS['vn-north'];
const withOdds = (config: PayoutConfig, odds: PayoutConfig['odds']): PayoutConfig => ({
  ...config,
  odds: { ...config.odds, ...odds },
});

describe('payout tables', () => {
  it('accepts the default tables, each bet type at or below 100 %', () => {
    for (const config of Object.values(DEFAULT_PAYOUTS)) {
      expect(validatePayoutConfig(config)).toEqual({ ok: true });
    }
    expect(rtpOf('lo2', NORTH)).toEqual({ ratio: ratio(98, 100), percent: '98.00' });
    expect(rtpOf('xien2', NORTH).percent).toBe('93.30');
  });

  it('refuses a table whose RTP is above 100 % and accepts exactly 100 %', () => {
    const tooRich = withOdds(NORTH, { lo2: { win: 101n, per: 27n }, de: { win: 101n, per: 1n } });
    const check = validatePayoutConfig(tooRich);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.problems).toEqual([
      'lo2: RTP 101.00 % is above 100 %',
      'de: RTP 101.00 % is above 100 %',
    ]);
    expect(() => assertPayoutConfig(tooRich)).toThrow(/above 100/);
    expect(validatePayoutConfig(withOdds(NORTH, { lo2: { win: 100n, per: 27n } }))).toEqual({
      ok: true,
    });
  });

  it('refuses xiên odds just above the exact break-even', () => {
    // P(xiên 2 in the North) = 0.0548…, so 1 ăn 18.3 is above 100 %.
    const check = validatePayoutConfig(withOdds(NORTH, { xien2: { win: 183n, per: 10n } }));
    expect(check.ok).toBe(false);
    expect(validatePayoutConfig(withOdds(NORTH, { xien2: { win: 182n, per: 10n } })).ok).toBe(true);
  });

  it('refuses foreign bet types, non-positive odds and inverted stake limits', () => {
    const bad: PayoutConfig = {
      ...withOdds(NORTH, { pos_digit: { win: 9n, per: 1n }, de: { win: 0n, per: 1n } }),
      minStakeMinor: 500n,
      maxStakeMinor: 100n,
    };
    const check = validatePayoutConfig(bad);
    expect(!check.ok && check.problems).toEqual([
      'de: win and per must be positive',
      'pos_digit: not a vn-north bet type',
      'maxStakeMinor below minimum',
    ]);
  });

  it('has no RTP for a bet type the table does not offer', () => {
    expect(() => rtpOf('pos_digit', NORTH)).toThrow(/not offered/);
  });
});

describe('operator tables (ADR 0040)', () => {
  it('accepts every default table and refuses an RTP outside 90–100 %, foreign or missing bet types and bad limits', () => {
    for (const family of ['vn-north', 'vn-provincial', 'fast-5d'] as const) {
      expect(operatorTableProblems(DEFAULT_PAYOUTS[family])).toEqual([]);
    }
    const fast = DEFAULT_PAYOUTS['fast-5d'];
    const odds = (win: number, per: number) => ({ ...fast.odds, pos_digit: { win: BigInt(win), per: BigInt(per) } });
    expect(operatorTableProblems({ ...fast, odds: odds(90, 10) })).toEqual([]);
    expect(operatorTableProblems({ ...fast, odds: odds(100, 10) })).toEqual([]);
    expect(operatorTableProblems({ ...fast, odds: odds(899, 100) })).toEqual([{ kind: 'rtp', betType: 'pos_digit', rtpPercent: '89.90' }]);
    expect(operatorTableProblems({ ...fast, odds: odds(1001, 100) })).toEqual([{ kind: 'rtp', betType: 'pos_digit', rtpPercent: '100.10' }]);
    expect(operatorTableProblems({ ...fast, odds: { ...fast.odds, lo2: { win: 98n, per: 27n } } })).toEqual([{ kind: 'bet_type', betType: 'lo2' }]);
    const { pos_digit: _dropped, ...missing } = fast.odds;
    expect(operatorTableProblems({ ...fast, odds: missing })).toEqual([{ kind: 'bet_type', betType: 'pos_digit' }]);
    expect(operatorTableProblems({ ...fast, switchedOff: ['de'] })).toEqual([{ kind: 'bet_type', betType: 'de' }]);
    expect(operatorTableProblems({ ...fast, minStakeMinor: 10n, maxStakeMinor: 9n })).toEqual([{ kind: 'stake_limits' }]);
  });
});

describe('the RTP the back office computes from published hits (contract odds-rtp.ts)', () => {
  it('equals the exact RTP of every bet type of every default table', async () => {
    const { oddsRtpPercent } = await import('@wl/contract/lottery/odds-rtp');
    const { hitExpectations } = await import('./rtp');
    const { compare } = await import('./ratio');
    for (const family of ['vn-north', 'vn-provincial', 'fast-5d'] as const) {
      const table = DEFAULT_PAYOUTS[family];
      for (const [betType, odds] of Object.entries(table.odds)) {
        const best = hitExpectations(betType as never, family).reduce((a, b) => (compare(b, a) > 0 ? b : a));
        const shown = oddsRtpPercent(odds.win.toString(), odds.per.toString(), { num: best.num.toString(), den: best.den.toString() });
        expect(shown, `${family} ${betType}`).toBe(rtpOf(betType as never, table).percent);
      }
    }
    expect(oddsRtpPercent('x', '1', { num: '1', den: '10' })).toBe(null);
    expect(oddsRtpPercent('-5', '1', { num: '1', den: '10' })).toBe(null);
    expect(oddsRtpPercent('95', '10', { num: '1', den: '10' })).toBe('95.00');
  });
});
