/**
 * The rules shown for each bet type in the page's word set (src/i18n, section `rules`), with
 * the odds and the RTP computed from the payout table filled in.
 */
import type { BetType, LotteryFamily } from '@wl/contract/lottery/bet-types';
import { formatCount, formatDecimalText } from '../../i18n/format';
import { fillWords, houseWords, type HouseWords, type WordsLanguage } from '../../i18n/house-words';
import { DAU_TIER, PRIZE_LAYOUTS } from '../games/lottery-games';
import { rtpOf, type PayoutConfig } from './payout-config';
import { endingCount } from './rtp';

type RulesWords = HouseWords['rules'];

function layoutValues(family: LotteryFamily): Record<string, string> {
  const tier = DAU_TIER[family];
  const dau = PRIZE_LAYOUTS[family].find((r) => r.tier === tier)?.count ?? 0;
  return {
    n2: String(endingCount(family, 2)),
    n3: String(endingCount(family, 3)),
    dau: String(dau),
    dauTier: tier ? tier.toUpperCase() : '',
  };
}

export interface BetRules {
  betType: BetType;
  name: string;
  text: string;
  rtpPercent: string;
}

/**
 * The name and full rule of a bet type under a payout table, in the `language` word set, its
 * numbers written for `tag` (Intl).
 */
export function betRules(
  betType: BetType,
  config: PayoutConfig,
  language: WordsLanguage,
  tag = 'en',
): BetRules {
  const dict: RulesWords = houseWords(language).rules;
  const odds = config.odds[betType];
  if (!odds) throw new Error(`${betType} is not offered by this ${config.family} table`);
  const rtp = rtpOf(betType, config);
  const manyHits = ['lo2', 'lo3', 'de_dau', 'de_dau_duoi'].includes(betType);
  const values = {
    ...layoutValues(config.family),
    win: formatCount(odds.win, tag),
    per: formatCount(odds.per, tag),
    rtp: formatDecimalText(rtp.percent, tag),
    perHit: manyHits ? dict.perHit : '',
  };
  const text = `${fillWords(dict.rules[betType], values)} ${fillWords(dict.odds, values)}`;
  return { betType, name: dict.names[betType], text, rtpPercent: rtp.percent };
}

/** The rules of every bet type a table offers. */
export function allBetRules(config: PayoutConfig, language: WordsLanguage, tag = 'en'): BetRules[] {
  return (Object.keys(config.odds) as BetType[]).map((b) => betRules(b, config, language, tag));
}
