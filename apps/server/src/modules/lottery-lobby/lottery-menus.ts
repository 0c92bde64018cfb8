/**
 * Shapes the house board into the lobby's lists (pure). Groups in lobby order: the fast
 * lotteries (ELOTT), then Miền Bắc, Miền Trung, Miền Nam; within a group the next draw first.
 */
import type { DrawBoardEntry } from '@wl/contract/lottery/get-draw-board';
import {
  LOTTERY_GROUPS,
  type GameMenuItem,
  type GameMenuValue,
  type LotteryGroup,
  type PrizeMode,
} from '@wl/contract/lottery-lobby/game-menu';
import type { OpenedDrawItem } from '@wl/contract/lottery-lobby/opened-numeros';
import { HOUSE_VENDOR_CODE } from '../vendor-wallet/house-defaults';

export type NameLanguage = 'EN' | 'TW' | 'VI';

export function groupOf(entry: DrawBoardEntry): LotteryGroup {
  if (entry.family === 'fast-5d') return 'FAST';
  if (entry.region === 'north') return 'VN_MB';
  return entry.region === 'central' ? 'VN_MT' : 'VN_MN';
}

export function nameLanguageOf(language: string | undefined): NameLanguage {
  const l = (language ?? '').toUpperCase();
  return l === 'TW' || l === 'ZH' || l === 'CN' ? 'TW' : l === 'VI' || l === 'VN' ? 'VI' : 'EN';
}

export function menuItemOf(
  entry: DrawBoardEntry,
  language: NameLanguage,
  nowMs: number,
): GameMenuItem {
  const c = entry.current;
  return {
    gameMenuTag: groupOf(entry),
    gameId: entry.gameCode,
    remark: entry.names[language],
    numero: c.numero,
    remainTime: c.remainTime,
    lockTime: c.lockTime,
    drawTime: Math.max(0, Date.parse(c.drawAt) - nowMs),
    drawDayOfWeek: c.drawDayOfWeek,
    winningTime: c.winningTime,
    drawDays: entry.drawDays,
    gameType: entry.prizeMode,
    accountTypeName: 'TCG_LOTTO_VN',
    vassalage: HOUSE_VENDOR_CODE,
    bettingOpen: c.bettingOpen,
    lastNumero: entry.last?.numero ?? null,
    lastWinNo: entry.last?.winNo ?? [],
  };
}

/** The operator's lobby order (ADR 0040): its place of each lottery; null = the default. */
export type LobbyOrder = ReadonlyMap<string, number> | null | undefined;

/**
 * The operator's order when it saved one (a lottery it has not placed comes last), else next
 * draw first; ties keep the house's order.
 */
function lobbyOrder(order: LobbyOrder) {
  const place = (m: GameMenuItem) => order?.get(m.gameId) ?? Number.MAX_SAFE_INTEGER;
  return (a: GameMenuItem, b: GameMenuItem) =>
    (order ? place(a) - place(b) : 0) || a.remainTime - b.remainTime;
}

export function gameMenusOf(
  entries: readonly DrawBoardEntry[],
  options: { language: NameLanguage; prizeMode: PrizeMode; nowMs: number; order?: LobbyOrder },
): GameMenuValue {
  const value: GameMenuValue = {};
  for (const tag of LOTTERY_GROUPS) {
    const gameMenus = entries
      .filter((e) => groupOf(e) === tag)
      .map((e) => menuItemOf(e, options.language, options.nowMs))
      .sort(lobbyOrder(options.order));
    if (gameMenus.length > 0) {
      value[tag] = { tag, gameGroupCode: tag, prizeMode: options.prizeMode, gameMenus };
    }
  }
  return value;
}

/** The Vietnamese numeric lottery list: every Vietnamese game, next draw first. */
export function numericListOf(
  entries: readonly DrawBoardEntry[],
  options: { language: NameLanguage; count: number; nowMs: number; order?: LobbyOrder },
): GameMenuItem[] {
  return entries
    .filter((e) => e.family !== 'fast-5d')
    .map((e) => menuItemOf(e, options.language, options.nowMs))
    .sort(lobbyOrder(options.order))
    .slice(0, options.count);
}

/** Games by launch count (most first), then the rest in menu order, up to `count`. */
export function popularOf(
  entries: readonly DrawBoardEntry[],
  plays: ReadonlyMap<string, number>,
  options: { language: NameLanguage; count: number; nowMs: number; order?: LobbyOrder },
): GameMenuItem[] {
  const menuOrder = Object.values(
    gameMenusOf(entries, {
      language: options.language,
      prizeMode: 'LOTT',
      nowMs: options.nowMs,
      order: options.order,
    }),
  ).flatMap((g) => g.gameMenus);
  const rank = new Map(menuOrder.map((m, i) => [m.gameId, i]));
  return [...menuOrder]
    .sort(
      (a, b) =>
        (plays.get(b.gameId) ?? 0) - (plays.get(a.gameId) ?? 0) ||
        (rank.get(a.gameId) ?? 0) - (rank.get(b.gameId) ?? 0),
    )
    .slice(0, options.count);
}

/** Each game's latest finished draw, newest first. */
export function openedDrawsOf(
  entries: readonly DrawBoardEntry[],
  language: NameLanguage,
): OpenedDrawItem[] {
  return entries
    .flatMap((e) => (e.last ? [{ e, last: e.last }] : []))
    .map(({ e, last }) => ({
      gameId: e.gameCode,
      remark: e.names[language],
      numero: last.numero,
      winningTime: last.winningTime,
      drawAt: last.drawAt,
      winNo: last.winNo,
    }))
    .sort((a, b) => Date.parse(b.drawAt) - Date.parse(a.drawAt));
}
