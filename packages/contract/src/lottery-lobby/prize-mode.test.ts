import { describe, expect, it } from 'vitest';
import { prizeModeOf } from './prize-mode';

const lane = (title: string, ...vendors: string[]) => ({
  title,
  cards: vendors.map((vassalage) => ({ vassalage })),
});

describe('prizeModeOf', () => {
  it('is ELOTT when the ELOTT lane has a TCG_LOTTO_VN card', () => {
    expect(prizeModeOf([lane('ELOTT', 'QUICK', 'TCG_LOTTO_VN')], 'Lott')).toBe('ELOTT');
  });
  it('is ELOTT when the ELOTT lane has a LOTT card', () => {
    expect(prizeModeOf([lane('LIVE', 'EVO'), lane('ELOTT', 'LOTT')], 'Lott')).toBe('ELOTT');
  });
  it('keeps the lottery mode when those vendors sit in another lane', () => {
    expect(prizeModeOf([lane('LOTT', 'TCG_LOTTO_VN', 'LOTT'), lane('ELOTT', 'X')], 'Lott')).toBe('LOTT');
  });
  it('keeps the lottery mode without an ELOTT lane, upper-casing it', () => {
    expect(prizeModeOf([], 'zy')).toBe('ZY');
    expect(prizeModeOf([], 'Lott')).toBe('LOTT');
  });
});
