import { describe, expect, it } from 'vitest';
import { LOTTERY_GAMES } from '../lottery/games/lottery-games';
import { pageLocale } from '../pages/page-words';
import { lotteryLobbyPage } from './lottery-lobby-page';

describe('the lottery lobby page', () => {
  it('links every lottery to its betting page, fast lotteries first, and marks the current one', () => {
    const html = lotteryLobbyPage(pageLocale('EN'), 'VN_MB');
    for (const game of LOTTERY_GAMES) {
      expect(html).toContain(`href="/game/${game.code}?lang=EN"`);
    }
    expect(html.indexOf('FAST5D_1M')).toBeLessThan(html.indexOf('VN_MB'));
    expect(html).toMatch(/<li aria-current="true"><span><bdi>[^<]+<\/bdi> <em class="lottery-lobby__now">Playing now<\/em><\/span>\s*<a class="link" data-lottery="VN_MB"/);
    expect(html.match(/class="lottery-lobby__now"/g)).toHaveLength(1);
    expect(html).toContain('/assets/lottery-lobby.js');
  });

  it('speaks Traditional Chinese when asked', () => {
    const html = lotteryLobbyPage(pageLocale('TW'));
    expect(html).toContain('彩票大廳');
    expect(html).toContain('href="/game/FAST5D_1M?lang=TW"');
  });
});
