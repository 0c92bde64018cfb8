import { describe, expect, it } from 'vitest';
import { changeFilter, changeListType, initialFilters, type LobbyFilters } from './lobby-filters';
import { MIN_BET_OPTIONS, classifyOptions } from './filter-options';

const busy: LobbyFilters = {
  listType: 'all',
  vendor: 'PG',
  gameName: 'dragon',
  classify: 'SC',
  minBet: '0.5',
  pageNo: 7,
};

describe('lobby filters', () => {
  it('changing the name search resets to page 1 and clears vendor, classify and min bet', () => {
    expect(changeFilter(busy, { kind: 'gameName', value: 'fortune' })).toEqual({
      ...initialFilters(),
      gameName: 'fortune',
    });
  });

  it('changing classify clears the search and the others', () => {
    const next = changeFilter(busy, { kind: 'classify', value: 'VP' });
    expect(next).toMatchObject({ classify: 'VP', gameName: '', vendor: null, minBet: null });
    expect(next.pageNo).toBe(1);
  });

  it('changing min bet or vendor clears every other filter', () => {
    expect(changeFilter(busy, { kind: 'minBet', value: '0.01' })).toMatchObject({
      minBet: '0.01',
      classify: null,
      vendor: null,
      pageNo: 1,
    });
    expect(changeFilter(busy, { kind: 'vendor', value: 'JL' })).toMatchObject({
      vendor: 'JL',
      gameName: '',
      classify: null,
      minBet: null,
      pageNo: 1,
    });
  });

  it('keeps the list type across filter changes and the vendor across list changes', () => {
    const hot = { ...busy, listType: 'hot' as const };
    expect(changeFilter(hot, { kind: 'gameName', value: 'x' }).listType).toBe('hot');
    expect(changeListType(busy, 'fav')).toEqual({ ...initialFilters('PG'), listType: 'fav' });
  });
});

describe('filter options', () => {
  it('offers min bets all, 0.01, 0.05, 0.1, 0.5, 0.75', () => {
    expect(MIN_BET_OPTIONS).toEqual([null, '0.01', '0.05', '0.1', '0.5', '0.75']);
  });

  it('offers BG only when the TY language is supported', () => {
    expect(classifyOptions(['TW', 'EN'])).toEqual(['SC', 'VP', 'TG', 'AC', 'JP']);
    expect(classifyOptions(['TW', 'EN', 'TY'])).toEqual(['SC', 'VP', 'TG', 'AC', 'JP', 'BG']);
  });
});
