import { createHash } from 'node:crypto';
import type { GameClassify } from '@wl/contract/games/common';
import type { DemoVendor } from './demo-games-vendors';

/**
 * Deterministic demo game names in EN and TW from paired word lists: the same vendor always
 * gets the same games, names unique within the vendor.
 */
type Pair = readonly [en: string, tw: string];

const ADJECTIVES: Pair[] = [
  ['Golden', '黃金'],
  ['Lucky', '幸運'],
  ['Mighty', '威猛'],
  ['Jade', '翡翠'],
  ['Royal', '皇家'],
  ['Crimson', '赤紅'],
  ['Mystic', '神秘'],
  ['Wild', '狂野'],
  ['Silver', '白銀'],
  ['Thunder', '雷霆'],
  ['Eternal', '永恆'],
  ['Sacred', '神聖'],
  ['Blazing', '烈焰'],
  ['Frozen', '冰封'],
  ['Ancient', '遠古'],
  ['Shining', '閃耀'],
  ['Hidden', '隱藏'],
  ['Emerald', '綠寶石'],
  ['Celestial', '天界'],
  ['Phantom', '幻影'],
  ['Imperial', '帝國'],
  ['Rising', '崛起'],
  ['Midnight', '午夜'],
  ['Sapphire', '藍寶石'],
  ['Dancing', '舞動'],
  ['Roaring', '咆哮'],
  ['Magic', '魔法'],
  ['Neon', '霓虹'],
  ['Happy', '快樂'],
  ['Super', '超級'],
];
const NOUNS: Pair[] = [
  ['Dragon', '龍'],
  ['Tiger', '虎'],
  ['Phoenix', '鳳凰'],
  ['Fortune', '財富'],
  ['Treasure', '寶藏'],
  ['Panda', '熊貓'],
  ['Lotus', '蓮花'],
  ['Empire', '帝國'],
  ['Pharaoh', '法老'],
  ['Koi', '錦鯉'],
  ['Temple', '神殿'],
  ['Gems', '寶石'],
  ['Wolf', '狼'],
  ['Samurai', '武士'],
  ['Buffalo', '水牛'],
  ['Galaxy', '星河'],
  ['Pirates', '海盜'],
  ['Fruits', '水果'],
  ['Jungle', '叢林'],
  ['Festival', '慶典'],
  ['Monkey', '猴王'],
  ['Crown', '皇冠'],
  ['Ocean', '海洋'],
  ['Volcano', '火山'],
  ['Garden', '花園'],
  ['Carnival', '嘉年華'],
  ['Legend', '傳奇'],
  ['Horse', '駿馬'],
  ['Rooster', '金雞'],
  ['Moon', '月亮'],
];
const SUFFIXES: Pair[] = [
  ['', ''],
  [' Deluxe', '豪華版'],
  [' Megaways', '萬路'],
  [' Hold & Win', '聚寶'],
  [' II', '二'],
];

const CLASSIFY_NOUNS: Partial<Record<GameClassify, Pair[]>> = {
  SC: [
    ['Scratch', '刮刮樂'],
    ['Scratch Card', '刮刮卡'],
  ],
  VP: [
    ['Video Poker', '視頻撲克'],
    ['Jacks or Better', '對J高手'],
  ],
  TG: [
    ['Blackjack', '二十一點'],
    ['Roulette', '輪盤'],
    ['Baccarat', '百家樂'],
  ],
  JP: [
    ['Jackpot', '彩金'],
    ['Mega Jackpot', '超級彩金'],
  ],
  BG: [
    ['Bingo', '賓果'],
    ['Keno', '基諾'],
  ],
  AC: [
    ['Crash', '飆升'],
    ['Mines', '掃雷'],
    ['Plinko', '彈珠'],
  ],
};
const LIVE_TABLES: [GameClassify, Pair][] = [
  ['BAC', ['Baccarat', '百家樂']],
  ['ROU', ['Roulette', '輪盤']],
  ['SIC', ['Sic Bo', '骰寶']],
  ['DAT', ['Dragon Tiger', '龍虎']],
  ['BJ', ['Blackjack', '二十一點']],
  ['NN', ['Bull Bull', '牛牛']],
];
const FISH: Pair[] = [
  ['Fishing', '捕魚'],
  ['Fish Hunter', '捕魚達人'],
  ['Ocean Hunt', '深海狩獵'],
];
const PVP: Pair[] = [
  ["Texas Hold'em", '德州撲克'],
  ['Mahjong', '麻將'],
  ['Pusoy', '十三張'],
  ['Tongits', '通吃'],
  ['Teen Patti', '三張撲克'],
  ['Rummy', '拉米'],
];
const LOTTO: Pair[] = [
  ['5-Minute Lotto', '5分彩'],
  ['3D Daily', '每日3D'],
  ['Pick 6', '六合彩'],
  ['Keno Express', '快樂基諾'],
];

export interface GeneratedGame {
  gameCode: string;
  names: { EN: string; TW: string };
  classify: GameClassify;
  minBetMinor: bigint;
  lines: number;
}

/** mulberry32 from the vendor code: the catalogue is the same on every install. */
function random(seedText: string) {
  let seed = createHash('sha256').update(seedText).digest().readUInt32LE(0);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MIN_BETS = [1n, 5n, 10n, 50n, 75n, 100n, 200n];
const SLOT_LINES = [9, 15, 20, 25, 30, 40, 50];
/** RNG mix: mostly slots, then the lobby's filter types. */
const RNG_CLASSIFY: GameClassify[] = [
  'SM',
  'SM',
  'SM',
  'SM',
  'SM',
  'SM',
  'SC',
  'VP',
  'TG',
  'AC',
  'JP',
  'BG',
];

function pick<T>(next: () => number, list: readonly T[]): T {
  return list[Math.floor(next() * list.length)] as T;
}

function nameFor(next: () => number, vendor: DemoVendor, classify: GameClassify): [Pair, Pair] {
  const adjective = pick(next, ADJECTIVES);
  if (vendor.gameType === 'LIVE')
    return [
      adjective,
      pick(
        next,
        LIVE_TABLES.filter(([c]) => c === classify).map(([, p]) => p),
      ),
    ];
  if (vendor.gameType === 'FISH') return [adjective, pick(next, FISH)];
  if (vendor.gameType === 'PVP') return [adjective, pick(next, PVP)];
  if (vendor.gameType === 'ELOTT' || vendor.gameType === 'LOTT')
    return [adjective, pick(next, LOTTO)];
  const special = CLASSIFY_NOUNS[classify];
  if (special) return [pick(next, NOUNS), pick(next, special)];
  return [adjective, pick(next, NOUNS)];
}

function classifyFor(next: () => number, vendor: DemoVendor): GameClassify {
  if (vendor.gameType === 'RNG') return pick(next, RNG_CLASSIFY);
  if (vendor.gameType === 'LIVE') return pick(next, LIVE_TABLES)[0];
  if (vendor.gameType === 'FISH') return 'AC';
  if (vendor.gameType === 'PVP') return 'TG';
  return 'OT';
}

/** A single-entry vendor (sports book, cockfight arena) has one game: its lobby. */
function lobbyGame(vendor: DemoVendor): GeneratedGame {
  return {
    gameCode: 'lobby',
    names: { EN: vendor.name, TW: vendor.name },
    classify: 'OT',
    minBetMinor: 100n,
    lines: 0,
  };
}

export function generateGames(vendor: DemoVendor): GeneratedGame[] {
  if (vendor.entry === 'GAME') return [lobbyGame(vendor)];
  const next = random(`${vendor.code}:${vendor.gameType}`);
  const seen = new Set<string>();
  const games: GeneratedGame[] = [];
  for (let attempt = 0; games.length < vendor.games && attempt < vendor.games * 50; attempt++) {
    const classify = classifyFor(next, vendor);
    const [first, second] = nameFor(next, vendor, classify);
    const suffix = classify === 'SM' ? pick(next, SUFFIXES) : (['', ''] as const);
    const en = `${first[0]} ${second[0]}${suffix[0]}`;
    if (seen.has(en)) continue;
    seen.add(en);
    games.push({
      gameCode: `${vendor.code.toLowerCase()}-${String(games.length + 1).padStart(4, '0')}`,
      names: { EN: en, TW: `${first[1]}${second[1]}${suffix[1]}` },
      classify,
      minBetMinor: pick(next, MIN_BETS),
      lines: classify === 'SM' ? pick(next, SLOT_LINES) : 0,
    });
  }
  return games;
}
