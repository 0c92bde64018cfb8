import type { VendorGame } from '@wl/contract/vendor-wallet/list-games';
import { exactRtp, percent } from './slots/slot-rtp';
import { SLOTS } from './slots/slot-catalogue';
import { findGame as findLotteryGame } from '../lottery/games/lottery-games';
import { SPORTS_GAME_CODE } from '../sports/sports-config';
import { namesIn, type HouseWords, type WordsLanguage } from '../i18n/house-words';

type HouseWordsGames = HouseWords['names']['games'];

/** The house's games: what the platform's catalogue lists and what a launch may name. */
export type GameKind = 'slot' | 'dice' | 'crash' | 'baccarat';

export interface HouseGame {
  code: string;
  kind: GameKind;
  gameType: 'RNG' | 'LIVE';
  classify: 'SM' | 'TG' | 'AC' | 'BAC';
  /** The game's name in every word set (src/i18n, `names.games`), for the platform's catalogue. */
  names: Record<WordsLanguage, string>;
  minBetMinor: bigint;
  maxBetMinor: bigint;
  lines: number;
  rtpPercent: string;
}

export const BACCARAT_TABLE_CODE = 'A';

const gameNames = (code: keyof HouseWordsGames) => namesIn((words) => words.names.games[code]);

const slot = (code: keyof HouseWordsGames): HouseGame => {
  const def = SLOTS[code];
  if (!def) throw new Error(`no slot ${code}`);
  const lines = def.lines.length;
  const rtp = exactRtp(def);
  return {
    code, kind: 'slot', gameType: 'RNG', classify: 'SM', names: gameNames(code), lines,
    minBetMinor: (def.betPerLineMinor[0] ?? 1n) * BigInt(lines),
    maxBetMinor: (def.betPerLineMinor.at(-1) ?? 1n) * BigInt(lines),
    rtpPercent: percent(rtp.numerator, rtp.denominator, 2),
  };
};

export const GAMES: readonly HouseGame[] = [
  slot('lucky-sevens'),
  slot('jade-dragon'),
  {
    code: 'fair-dice', kind: 'dice', gameType: 'RNG', classify: 'AC', names: gameNames('fair-dice'),
    minBetMinor: 10n, maxBetMinor: 1_000_000n, lines: 0, rtpPercent: '99.00',
  },
  {
    code: 'fair-crash', kind: 'crash', gameType: 'RNG', classify: 'AC', names: gameNames('fair-crash'),
    minBetMinor: 10n, maxBetMinor: 1_000_000n, lines: 0, rtpPercent: '99.00',
  },
  {
    code: 'live-baccarat', kind: 'baccarat', gameType: 'LIVE', classify: 'BAC', names: gameNames('live-baccarat'),
    minBetMinor: 100n, maxBetMinor: 500_000n, lines: 0, rtpPercent: '98.94',
  },
];

export function findGame(code: string): HouseGame | undefined {
  return GAMES.find((g) => g.code === code);
}

export function vendorGameList(): VendorGame[] {
  return GAMES.map((g) => ({
    gameCode: g.code, gameType: g.gameType, classify: g.classify, names: g.names,
    minBetMinor: g.minBetMinor.toString(), maxBetMinor: g.maxBetMinor.toString(), lines: g.lines,
    rtpPercent: g.rtpPercent, iconPath: `/icons/${g.code}.svg`,
  }));
}

/** Whether `POST /launch` may open this code: a house game above, a house lottery (FAST5D_1M, VN_MB, …) or the FB sports book. */
export function isLaunchable(code: string): boolean {
  return findGame(code) !== undefined || findLotteryGame(code) !== undefined || code === SPORTS_GAME_CODE;
}
