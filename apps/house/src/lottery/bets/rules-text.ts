/**
 * The rules shown for each bet type, in English and Traditional Chinese, with the odds and the
 * RTP computed from the payout table filled in (other languages fall back to English).
 */
import type { BetType, LotteryFamily } from '@wl/contract/lottery/bet-types';
import { DAU_TIER, PRIZE_LAYOUTS } from '../games/lottery-games';
import { rtpOf, type PayoutConfig } from './payout-config';
import { endingCount } from './rtp';

export type RulesLanguage = 'EN' | 'TW';

interface Dictionary {
  names: Record<BetType, string>;
  rules: Record<BetType, string>;
  odds: string;
  perHit: string;
}

const EN: Dictionary = {
  names: {
    lo2: 'Lô 2 số',
    lo3: 'Lô 3 số',
    de: 'Đề',
    de_dau: 'Đề đầu',
    de_dau_duoi: 'Đề đầu đuôi',
    ba_cang: '3 càng',
    d4: '4D',
    xien2: 'Xiên 2',
    xien3: 'Xiên 3',
    xien4: 'Xiên 4',
    sum_big_small: 'Sum big/small',
    sum_odd_even: 'Sum odd/even',
    pos_big_small: 'Position big/small',
    pos_odd_even: 'Position odd/even',
    pos_digit: 'Position digit',
  },
  rules: {
    lo2: 'Pick a 2-digit number; it is compared with the last two digits of all {n2} prize numbers and wins once for each time it appears.',
    lo3: 'Pick a 3-digit number; it is compared with the last three digits of the {n3} prize numbers that have at least three digits and wins once for each time it appears.',
    de: 'Pick a 2-digit number; it wins when it equals the last two digits of the special prize (the "đuôi").',
    de_dau:
      'Pick a 2-digit number; it wins once for each {dau} number ({dauTier}) it equals (the "đầu").',
    de_dau_duoi:
      'Pick a 2-digit number; it wins once for each {dau} number ({dauTier}) it equals and once more if it equals the last two digits of the special prize.',
    ba_cang:
      'Pick a 3-digit number; it wins when it equals the last three digits of the special prize.',
    d4: 'Pick a 4-digit number; it wins when it equals the last four digits of the special prize.',
    xien2:
      'Pick 2 different 2-digit numbers; the bet wins once when both appear among the last two digits of the {n2} prize numbers.',
    xien3:
      'Pick 3 different 2-digit numbers; the bet wins once when all three appear among the last two digits of the {n2} prize numbers.',
    xien4:
      'Pick 4 different 2-digit numbers; the bet wins once when all four appear among the last two digits of the {n2} prize numbers.',
    sum_big_small: 'The sum of the five digits is big from 23 to 45 and small from 0 to 22.',
    sum_odd_even: 'The sum of the five digits is odd or even.',
    pos_big_small:
      'The digit at the chosen position (1 = leftmost) is big from 5 to 9 and small from 0 to 4.',
    pos_odd_even: 'The digit at the chosen position (1 = leftmost) is odd or even.',
    pos_digit:
      'Pick a digit 0–9; it wins when the digit at the chosen position (1 = leftmost) equals it.',
  },
  odds: 'Pays {win} for every {per} staked{perHit}. Return to player: {rtp} %.',
  perHit: ', each time it wins',
};

const TW: Dictionary = {
  names: {
    lo2: '二星（Lô 2 số）',
    lo3: '三星（Lô 3 số）',
    de: '特別號末兩位（Đề）',
    de_dau: '頭（Đề đầu）',
    de_dau_duoi: '頭尾（Đề đầu đuôi）',
    ba_cang: '特別號末三位（3 càng）',
    d4: '特別號末四位（4D）',
    xien2: '二串（Xiên 2）',
    xien3: '三串（Xiên 3）',
    xien4: '四串（Xiên 4）',
    sum_big_small: '總和大小',
    sum_odd_even: '總和單雙',
    pos_big_small: '定位大小',
    pos_odd_even: '定位單雙',
    pos_digit: '定位號碼',
  },
  rules: {
    lo2: '選一個兩位數，與全部 {n2} 個獎號的末兩位比對，每出現一次中獎一次。',
    lo3: '選一個三位數，與 {n3} 個三位數以上獎號的末三位比對，每出現一次中獎一次。',
    de: '選一個兩位數，與特別獎的末兩位（尾）相同即中獎。',
    de_dau: '選一個兩位數，與 {dau} 個頭獎號碼（{dauTier}）每相同一個中獎一次。',
    de_dau_duoi:
      '選一個兩位數，與 {dau} 個頭獎號碼（{dauTier}）每相同一個中獎一次，與特別獎末兩位相同再中獎一次。',
    ba_cang: '選一個三位數，與特別獎的末三位相同即中獎。',
    d4: '選一個四位數，與特別獎的末四位相同即中獎。',
    xien2: '選兩個不同的兩位數，兩個都出現在 {n2} 個獎號的末兩位中即中獎一次。',
    xien3: '選三個不同的兩位數，三個都出現在 {n2} 個獎號的末兩位中即中獎一次。',
    xien4: '選四個不同的兩位數，四個都出現在 {n2} 個獎號的末兩位中即中獎一次。',
    sum_big_small: '五個號碼總和 23 至 45 為大，0 至 22 為小。',
    sum_odd_even: '五個號碼總和為單或雙。',
    pos_big_small: '所選位置（第 1 位為最左）的號碼 5 至 9 為大，0 至 4 為小。',
    pos_odd_even: '所選位置（第 1 位為最左）的號碼為單或雙。',
    pos_digit: '選一個 0 至 9 的號碼，與所選位置（第 1 位為最左）的號碼相同即中獎。',
  },
  odds: '每投注 {per} 派彩 {win}{perHit}。返還率：{rtp}%。',
  perHit: '（每中一次）',
};

const DICTIONARIES: Record<RulesLanguage, Dictionary> = { EN, TW };

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (all, key: string) => values[key] ?? all);
}

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

/** The name and full rule of a bet type under a payout table, in `language` (EN fallback). */
export function betRules(betType: BetType, config: PayoutConfig, language: string): BetRules {
  const dict = DICTIONARIES[language as RulesLanguage] ?? EN;
  const odds = config.odds[betType];
  if (!odds) throw new Error(`${betType} is not offered by this ${config.family} table`);
  const rtp = rtpOf(betType, config);
  const manyHits = ['lo2', 'lo3', 'de_dau', 'de_dau_duoi'].includes(betType);
  const values = {
    ...layoutValues(config.family),
    win: odds.win.toString(),
    per: odds.per.toString(),
    rtp: rtp.percent,
    perHit: manyHits ? dict.perHit : '',
  };
  const text = `${fill(dict.rules[betType], values)} ${fill(dict.odds, values)}`;
  return { betType, name: dict.names[betType], text, rtpPercent: rtp.percent };
}

/** The rules of every bet type a table offers. */
export function allBetRules(config: PayoutConfig, language: string): BetRules[] {
  return (Object.keys(config.odds) as BetType[]).map((b) => betRules(b, config, language));
}
