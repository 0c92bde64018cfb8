import { describe, expect, it } from 'vitest';
import { boardEntry } from './fake-house-board';
import {
  gameMenusOf,
  nameLanguageOf,
  numericListOf,
  openedDrawsOf,
  popularOf,
} from './lottery-menus';

const NOW = Date.parse('2026-11-20T17:00:30.000Z');
const board = [
  boardEntry('VN_MN_TPHCM', { remainTime: 9_000 }),
  boardEntry('FAST5D_3M', { remainTime: 70_000 }),
  boardEntry('FAST5D_1M', { remainTime: 20_000 }),
  boardEntry('VN_MB', { remainTime: 5_000 }),
  boardEntry('VN_MT_HUE', { region: 'central', remainTime: 1_000, last: false }),
];

describe('lottery menus', () => {
  it('groups fast, north, central and south games in lobby order, next draw first', () => {
    const menus = gameMenusOf(board, { language: 'EN', prizeMode: 'ELOTT', nowMs: NOW });
    expect(Object.keys(menus)).toEqual(['FAST', 'VN_MB', 'VN_MT', 'VN_MN']);
    expect(menus.FAST?.gameMenus.map((m) => m.gameId)).toEqual(['FAST5D_1M', 'FAST5D_3M']);
    expect(menus.FAST).toMatchObject({ tag: 'FAST', gameGroupCode: 'FAST', prizeMode: 'ELOTT' });
    expect(menus.VN_MB?.gameMenus[0]).toMatchObject({
      gameMenuTag: 'VN_MB',
      gameId: 'VN_MB',
      remark: 'VN_MB en',
      numero: '20261121-0001',
      remainTime: 5_000,
      lockTime: 10_000,
      drawTime: 30_000,
      drawDayOfWeek: 7,
      winningTime: '2026.11.21',
      accountTypeName: 'TCG_LOTTO_VN',
      lastWinNo: ['12345'],
    });
  });

  it('names games in the asked language', () => {
    expect(nameLanguageOf('TW')).toBe('TW');
    expect(nameLanguageOf('xx')).toBe('EN');
    const menus = gameMenusOf(board, { language: 'TW', prizeMode: 'LOTT', nowMs: NOW });
    expect(menus.VN_MB?.gameMenus[0]?.remark).toBe('VN_MB tw');
  });

  it('lists only Vietnamese games in the numeric list, capped at count', () => {
    expect(
      numericListOf(board, { language: 'EN', count: 100, nowMs: NOW }).map((m) => m.gameId),
    ).toEqual(['VN_MT_HUE', 'VN_MB', 'VN_MN_TPHCM']);
    expect(numericListOf(board, { language: 'EN', count: 2, nowMs: NOW })).toHaveLength(2);
  });

  it('ranks popular games by launch count, then menu order', () => {
    const popular = popularOf(
      board,
      new Map([
        ['VN_MB', 1],
        ['FAST5D_3M', 4],
      ]),
      { language: 'EN', count: 3, nowMs: NOW },
    );
    expect(popular.map((m) => m.gameId)).toEqual(['FAST5D_3M', 'VN_MB', 'FAST5D_1M']);
  });

  it('lists latest results newest first, skipping games without one', () => {
    const opened = openedDrawsOf(board, 'EN');
    expect(opened.map((o) => o.gameId)).toEqual(['VN_MN_TPHCM', 'FAST5D_3M', 'FAST5D_1M', 'VN_MB']);
  });
});
