import { describe, expect, it } from 'vitest';
import {
  findGame,
  gamesDrawingOn,
  LOTTERY_GAMES,
  PRIZE_LAYOUTS,
  prizeCount,
} from './lottery-games';
import { VN_PROVINCES } from './vn-provinces';

const namesOn = (weekday: 1 | 2 | 3 | 4 | 5 | 6 | 7, region: 'central' | 'south') =>
  gamesDrawingOn(weekday)
    .filter((g) => g.region === region)
    .map((g) => g.province);

describe('lottery games', () => {
  it('has 27 numbers in the North and 18 in Central and South, one 5-digit number in 5D', () => {
    expect(prizeCount('vn-north')).toBe(27);
    expect(prizeCount('vn-provincial')).toBe(18);
    expect(prizeCount('fast-5d')).toBe(1);
    const shape = (f: keyof typeof PRIZE_LAYOUTS) =>
      PRIZE_LAYOUTS[f].map((r) => `${r.tier}:${r.count}x${r.digits}`).join(' ');
    expect(shape('vn-north')).toBe('special:1x5 g1:1x5 g2:2x5 g3:6x5 g4:4x4 g5:6x4 g6:3x3 g7:4x2');
    expect(shape('vn-provincial')).toBe(
      'special:1x6 g1:1x5 g2:1x5 g3:2x5 g4:7x5 g5:1x4 g6:3x4 g7:1x3 g8:1x2',
    );
  });

  it('draws Miền Nam and Miền Trung provinces on their published weekdays', () => {
    expect(namesOn(2, 'south')).toEqual(['TP. Hồ Chí Minh', 'Đồng Tháp', 'Cà Mau']);
    expect(namesOn(2, 'central')).toEqual(['Thừa Thiên Huế', 'Phú Yên']);
    expect(namesOn(7, 'south')).toEqual(['TP. Hồ Chí Minh', 'Long An', 'Bình Phước', 'Hậu Giang']);
    expect(namesOn(1, 'south')).toEqual(['Tiền Giang', 'Kiên Giang', 'Đà Lạt']);
    expect(namesOn(1, 'central')).toEqual(['Thừa Thiên Huế', 'Khánh Hòa', 'Kon Tum']);
    expect(namesOn(5, 'central')).toEqual(['Bình Định', 'Quảng Trị', 'Quảng Bình']);
  });

  it('has three or four southern and two or three central draws every day', () => {
    for (const day of [1, 2, 3, 4, 5, 6, 7] as const) {
      expect(namesOn(day, 'south').length).toBeGreaterThanOrEqual(3);
      expect(namesOn(day, 'south').length).toBeLessThanOrEqual(4);
      expect(namesOn(day, 'central').length).toBeGreaterThanOrEqual(2);
      expect(namesOn(day, 'central').length).toBeLessThanOrEqual(3);
    }
  });

  it('gives every game a unique code and draws the North and fast games daily', () => {
    const codes = LOTTERY_GAMES.map((g) => g.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBe(3 + 1 + VN_PROVINCES.length);
    for (const day of [1, 2, 3, 4, 5, 6, 7] as const) {
      const today = gamesDrawingOn(day).map((g) => g.code);
      expect(today).toEqual(
        expect.arrayContaining(['VN_MB', 'FAST5D_1M', 'FAST5D_3M', 'FAST5D_5M']),
      );
    }
    expect(findGame('VN_MN_HCM')?.schedule).toMatchObject({ drawTime: '16:15', drawDays: [2, 7] });
    expect(findGame('VN_MT_DNG')?.schedule).toMatchObject({ drawTime: '17:15' });
    expect(findGame('VN_MB')?.schedule).toMatchObject({ drawTime: '18:15' });
    expect(findGame('FAST5D_3M')?.prizeMode).toBe('ELOTT');
    expect(findGame('NOPE')).toBeUndefined();
  });
});
