import { describe, expect, it } from 'vitest';
import { findGame, type LotteryGame } from '../games/lottery-games';
import { currentDraw, drawByNumero, drawsOpeningBy, nextDraw, previousDraw } from './draw-schedule';
import { lobbyTimes, lockTimeMs, remainTimeMs } from './lobby-times';
import { vnDateOf, weekdayOf } from './vn-time';

const game = (code: string): LotteryGame => {
  const g = findGame(code);
  if (!g) throw new Error(code);
  return g;
};
/** An instant given as Vietnamese wall-clock time. */
const vn = (local: string) => new Date(`${local}+07:00`);
const iso = (d: Date) => d.toISOString();

describe('Vietnamese local time', () => {
  it('matches the IANA zone Asia/Ho_Chi_Minh for dates and weekdays', () => {
    const format = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Ho_Chi_Minh',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
    });
    const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2027, 0, 1); t += 7_919_999) {
      const parts = Object.fromEntries(format.formatToParts(t).map((p) => [p.type, p.value]));
      const date = vnDateOf(t);
      expect([date.year, date.month, date.day]).toEqual([+parts.year!, +parts.month!, +parts.day!]);
      expect(weekdayOf(date)).toBe(weekdays.indexOf(parts.weekday!) + 1);
    }
  });
});

describe('fast lottery schedule', () => {
  it('numbers the 1-minute draws of the Vietnamese day YYYYMMDD-NNNN', () => {
    const slot = currentDraw(game('FAST5D_1M'), vn('2025-01-31T10:00:30'));
    expect(slot.numero).toBe('20250131-0601');
    expect(iso(slot.openAt)).toBe(iso(vn('2025-01-31T10:00:00')));
    expect(iso(slot.lockAt)).toBe(iso(vn('2025-01-31T10:00:50')));
    expect(iso(slot.drawAt)).toBe(iso(vn('2025-01-31T10:01:00')));
  });

  it('moves to the next draw exactly at the draw time', () => {
    const t = vn('2025-01-31T10:01:00');
    expect(currentDraw(game('FAST5D_1M'), t).numero).toBe('20250131-0602');
    expect(previousDraw(game('FAST5D_1M'), t).numero).toBe('20250131-0601');
    expect(nextDraw(game('FAST5D_1M'), t).numero).toBe('20250131-0603');
  });

  it('uses the Vietnamese date, not the UTC date, and ends the day at midnight', () => {
    // 17:30 UTC on 31 January is 00:30 on 1 February in Vietnam.
    expect(currentDraw(game('FAST5D_1M'), new Date('2025-01-31T17:30:10Z')).numero).toBe(
      '20250201-0031',
    );
    const last = currentDraw(game('FAST5D_5M'), vn('2025-01-31T23:58:00'));
    expect(last.numero).toBe('20250131-0288');
    expect(iso(last.drawAt)).toBe(iso(vn('2025-02-01T00:00:00')));
    expect(nextDraw(game('FAST5D_5M'), vn('2025-01-31T23:58:00')).numero).toBe('20250201-0001');
    expect(currentDraw(game('FAST5D_3M'), vn('2025-01-31T23:59:59')).numero).toBe('20250131-0480');
  });

  it('finds a draw by numero and refuses numeros outside the day', () => {
    const g = game('FAST5D_3M');
    expect(drawByNumero(g, '20250131-0480')?.drawAt.toISOString()).toBe(
      iso(vn('2025-02-01T00:00:00')),
    );
    expect(drawByNumero(g, '20250131-0481')).toBeNull();
    expect(drawByNumero(g, '20250131-0000')).toBeNull();
    expect(drawByNumero(g, '20250230-0001')).toBeNull();
    expect(drawByNumero(g, '20250131')).toBeNull();
    const slot = currentDraw(g, vn('2025-03-04T05:06:07'));
    expect(drawByNumero(g, slot.numero)).toEqual(slot);
  });

  it('lists the draws opening within a horizon, starting with the current one', () => {
    const slots = drawsOpeningBy(
      game('FAST5D_1M'),
      vn('2025-01-31T10:00:30'),
      vn('2025-01-31T10:05:00'),
    );
    expect(slots.map((s) => s.numero)).toEqual([
      '20250131-0601',
      '20250131-0602',
      '20250131-0603',
      '20250131-0604',
      '20250131-0605',
      '20250131-0606',
    ]);
  });
});

describe('Vietnamese lottery schedule', () => {
  it('draws Miền Bắc every day at 18:15, closing bets 15 minutes before', () => {
    const g = game('VN_MB');
    const slot = currentDraw(g, vn('2025-01-31T18:14:59'));
    expect(slot.numero).toBe('20250131');
    expect(iso(slot.lockAt)).toBe(iso(vn('2025-01-31T18:00:00')));
    expect(iso(slot.openAt)).toBe(iso(vn('2025-01-30T18:15:00')));
    expect(currentDraw(g, vn('2025-01-31T18:15:00')).numero).toBe('20250201');
  });

  it('draws a province only on its weekdays; betting opens at its previous draw', () => {
    const hcm = game('VN_MN_HCM'); // Monday and Saturday, 16:15
    // Tuesday 4 February 2025: the next draw is Saturday 8 February.
    const slot = currentDraw(hcm, vn('2025-02-04T12:00:00'));
    expect(slot.numero).toBe('20250208');
    expect(iso(slot.drawAt)).toBe(iso(vn('2025-02-08T16:15:00')));
    expect(iso(slot.openAt)).toBe(iso(vn('2025-02-03T16:15:00')));
    const monday = drawByNumero(hcm, '20250210');
    expect(monday && iso(monday.openAt)).toBe(iso(vn('2025-02-08T16:15:00')));
    expect(drawByNumero(hcm, '20250211')).toBeNull();
    const hue = currentDraw(game('VN_MT_TTH'), vn('2025-02-02T17:00:00'));
    expect(hue.numero).toBe('20250202'); // Sunday draw in Huế at 17:15
  });

  it('gives the lobby times: remain until lock, lock length, Sunday = 1, YYYY.MM.DD', () => {
    const slot = currentDraw(game('VN_MN_TG'), vn('2025-02-01T09:00:00')); // Tiền Giang: Sunday
    expect(slot.numero).toBe('20250202');
    const times = lobbyTimes(slot, vn('2025-02-02T15:50:00'));
    expect(times).toEqual({
      numero: '20250202',
      remainTime: 10 * 60_000,
      lockTime: 15 * 60_000,
      drawDayOfWeek: 1,
      winningTime: '2025.02.02',
    });
    expect(remainTimeMs(slot, vn('2025-02-02T16:05:00'))).toBe(0);
    expect(lockTimeMs(slot)).toBe(900_000);
    expect(lobbyTimes(currentDraw(game('VN_MB'), vn('2025-02-08T08:00:00')), 0).drawDayOfWeek).toBe(
      7,
    );
  });
});
