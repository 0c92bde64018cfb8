/**
 * A lottery's name on the house pages, in the page's words: "Fast 5D 3 min", "Miền Bắc" in
 * Vietnamese, a province with its region ("Đà Nẵng (Central)"). Province names are proper
 * names and stay as the Vietnamese write them in every language.
 */
import { fillWords, namesIn, type HouseWords, type WordsLanguage } from '../../i18n/house-words';
import type { LotteryGame } from './lottery-games';

export function lotteryName(game: LotteryGame, words: HouseWords): string {
  const names = words.names.lotteries;
  if (game.schedule.kind === 'interval') {
    return fillWords(names.fast, { minutes: String(game.schedule.intervalSec / 60) });
  }
  if (game.province === null || game.region === null || game.region === 'north') return names.north;
  return fillWords(names.provincial, { province: game.province, region: names[game.region] });
}

/** The game's name in every word set: what the platform's lottery lobby lists. */
export function lotteryNames(game: LotteryGame): Record<WordsLanguage, string> {
  return namesIn((words) => lotteryName(game, words));
}
