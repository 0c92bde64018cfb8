/** What the lottery routes answer: the contract's shapes (minor units as strings, ISO times). */
import type { LotteryBetView } from '@wl/contract/lottery/place-bet';
import type { BetWithDraw } from '../lottery/bet-store';
import type { PayoutConfig } from '../lottery/bets/payout-config';
import { allBetRules } from '../lottery/bets/rules-text';
import type { LotteryGame } from '../lottery/games/lottery-games';
import type { PageLanguage } from '../i18n/page-language';

export function betView(b: BetWithDraw): LotteryBetView {
  return {
    betId: b.id.toString(), gameCode: b.gameCode, numero: b.numero, betType: b.betType, numbers: b.numbers,
    position: b.position, stakeMinor: b.stakeMinor.toString(),
    payoutMinor: b.payoutMinor === null ? null : b.payoutMinor.toString(), status: b.status,
    createdAt: b.createdAt.toISOString(), settledAt: b.settledAt ? b.settledAt.toISOString() : null,
  };
}

export interface RulesView {
  gameCode: string;
  family: LotteryGame['family'];
  minStakeMinor: string;
  maxStakeMinor: string;
  betTypes: { betType: string; name: string; text: string; rtpPercent: string; win: string; per: string }[];
}

/**
 * Every bet type of the payout table (the operator's, else the default) with its rule text and
 * RTP computed by rtpOf; bet types the operator switched off are left out, so the page does not
 * offer them.
 */
export function rulesView(game: LotteryGame, table: PayoutConfig, language: PageLanguage): RulesView {
  const off = new Set(table.switchedOff ?? []);
  return {
    gameCode: game.code, family: game.family,
    minStakeMinor: table.minStakeMinor.toString(), maxStakeMinor: table.maxStakeMinor.toString(),
    betTypes: allBetRules(table, language.words, language.tag).filter((r) => !off.has(r.betType)).map((r) => {
      const odds = table.odds[r.betType];
      return { ...r, win: odds?.win.toString() ?? '0', per: odds?.per.toString() ?? '1' };
    }),
  };
}
