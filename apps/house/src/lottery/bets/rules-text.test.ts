import { describe, expect, it } from 'vitest';
import { allBetRules, betRules } from './rules-text';
import { DEFAULT_PAYOUTS } from './payout-config';

describe('bet rules text', () => {
  it('states the layout, odds and computed RTP in English', () => {
    const rules = betRules('lo2', DEFAULT_PAYOUTS['vn-north'], 'EN');
    expect(rules.name).toBe('Lô 2 số');
    expect(rules.text).toContain('all 27 prize numbers');
    expect(rules.text).toContain('Pays 98 for every 27 staked, each time it wins');
    expect(rules.text).toContain('Return to player: 98.00 %');
    const dau = betRules('de_dau', DEFAULT_PAYOUTS['vn-provincial'], 'EN').text;
    expect(dau).toContain('each 1 number (G8)');
  });

  it('has Traditional Chinese text with the same numbers', () => {
    const tw = betRules('xien2', DEFAULT_PAYOUTS['vn-north'], 'TW');
    expect(tw.text).toContain('27 個獎號');
    expect(tw.text).toContain('返還率：93.30%');
  });

  it('has Vietnamese text with the numbers written the Vietnamese way', () => {
    const vi = betRules('d4', DEFAULT_PAYOUTS['vn-north'], 'VI', 'vi');
    expect(vi.name).toBe('4D');
    expect(vi.text).toContain('4 số cuối của giải đặc biệt');
    expect(vi.text).toContain('Cược 1 ăn 9.500');
    expect(vi.text).toContain('Tỷ lệ hoàn trả: 95,00 %');
  });

  it('covers every bet type of every default table in both languages without placeholders', () => {
    for (const config of Object.values(DEFAULT_PAYOUTS)) {
      for (const language of ['EN', 'TW', 'CN', 'ID', 'TH', 'TY', 'VI'] as const) {
        for (const rule of allBetRules(config, language)) {
          expect(rule.text, rule.betType).not.toMatch(/\{\w+\}/);
          expect(rule.text).toContain(rule.rtpPercent);
        }
      }
    }
  });
});
