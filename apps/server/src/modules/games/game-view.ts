import { createHash } from 'node:crypto';
import { toDecimalString } from '@wl/money/minor-units';
import type { GameItem } from '@wl/contract/games/common';
import type { Merchant } from '../merchants/merchant';
import { gameName, type GameRecord } from './game-record';

/** Path of a game's generated artwork on this server (game-artwork-routes.ts). */
export const GAME_ARTWORK_PATH = '/static/games';

/**
 * A picture's address: on one of the merchant's image CDNs when configured (chosen by the
 * key, so one picture always comes from the same host and stays cached), else this server.
 */
export function artworkUrl(artworkKey: string, imageCdns: readonly string[] | undefined): string {
  const path = `${GAME_ARTWORK_PATH}/${artworkKey}.png`;
  const cdns = (imageCdns ?? []).filter((c) => /^https?:\/\//.test(c));
  if (cdns.length === 0) return path;
  const index = createHash('sha1').update(artworkKey).digest().readUInt32LE(0) % cdns.length;
  return `${(cdns[index] ?? '').replace(/\/+$/, '')}${path}`;
}

/** Whether launching can succeed: live vendors, or a demo vendor's game with a house stand-in. */
export function isLaunchable(game: Pick<GameRecord, 'launchMode' | 'houseGameCode'>): boolean {
  return (
    game.launchMode === 'live' || (game.launchMode === 'house_demo' && game.houseGameCode !== null)
  );
}

export function toGameItem(game: GameRecord, language: string, merchant: Merchant): GameItem {
  const name = gameName(game.names, language);
  return {
    nodeId: game.nodeId,
    vassalage: game.vendorCode,
    gameType: game.gameType,
    gameId: game.gameCode,
    gameCode: game.gameCode,
    gameName: name,
    displayName: name,
    gameClassify: game.classify,
    minBet: toDecimalString(game.minBetMinor),
    lines: game.lines,
    iconUrl: artworkUrl(game.artworkKey, merchant.statusConfig.imageCDNs),
    isHot: game.isHot ? 1 : 0,
    isNew: game.isNew ? 1 : 0,
    isGame: 'GAME',
    launchable: isLaunchable(game),
  };
}

/** Page arithmetic shared by the paged lists: the page asked for, clamped to 1..totalPages. */
export function clampPage(total: number, pageNo: number, pageSize: number) {
  const totalPages = Math.ceil(total / pageSize);
  const pageNum = Math.min(Math.max(1, pageNo), Math.max(1, totalPages));
  return { totalPages, pageNum, limit: pageSize, offset: (pageNum - 1) * pageSize };
}

/** The language to answer in: the query's override, else the request's. */
export function answerLanguage(query: string | undefined, request: string): string {
  return query ?? request;
}
