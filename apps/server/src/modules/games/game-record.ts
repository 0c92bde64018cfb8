import type { GameClassify, GameType } from '@wl/contract/games/common';

/** A game row with its vendor's launch facts, as stores return it. */
export interface GameRecord {
  id: bigint;
  merchantId: bigint;
  vendorId: bigint;
  vendorCode: string;
  vendorName: string;
  gameType: GameType;
  nodeId: string;
  gameCode: string;
  /** The house game opened in demo mode for a house_demo vendor; null otherwise. */
  houseGameCode: string | null;
  names: Record<string, string>;
  classify: GameClassify;
  minBetMinor: bigint;
  lines: number;
  artworkKey: string;
  isHot: boolean;
  isNew: boolean;
  enabled: boolean;
  walletMode: 'seamless' | 'transfer';
  launchMode: LaunchMode;
  vendorEnabled: boolean;
}

/** live: launch at the vendor; house_demo: the house's game in demo mode; unavailable: refuse. */
export type LaunchMode = 'live' | 'house_demo' | 'unavailable';

/** The columns every game read selects (games g joined to game_vendors v). */
export const GAME_COLUMNS = `
  g.id, g.merchant_id, g.vendor_id, g.vendor_code, v.display_name AS vendor_name, g.game_type,
  g.node_id, g.game_code, g.house_game_code, g.names, g.classify, g.min_bet_minor, g.lines,
  g.artwork_key, g.is_hot, g.is_new, g.enabled, v.wallet_mode, v.launch_mode,
  v.enabled AS vendor_enabled`;

export interface GameRow {
  id: bigint;
  merchant_id: bigint;
  vendor_id: bigint;
  vendor_code: string;
  vendor_name: string;
  game_type: GameType;
  node_id: string;
  game_code: string;
  house_game_code: string | null;
  names: Record<string, string>;
  classify: GameClassify;
  min_bet_minor: bigint;
  lines: number;
  artwork_key: string;
  is_hot: boolean;
  is_new: boolean;
  enabled: boolean;
  wallet_mode: 'seamless' | 'transfer';
  launch_mode: LaunchMode;
  vendor_enabled: boolean;
}

export function toGameRecord(r: GameRow): GameRecord {
  return {
    id: r.id,
    merchantId: r.merchant_id,
    vendorId: r.vendor_id,
    vendorCode: r.vendor_code,
    vendorName: r.vendor_name,
    gameType: r.game_type,
    nodeId: r.node_id,
    gameCode: r.game_code,
    houseGameCode: r.house_game_code,
    names: r.names,
    classify: r.classify,
    minBetMinor: BigInt(r.min_bet_minor),
    lines: Number(r.lines),
    artworkKey: r.artwork_key,
    isHot: r.is_hot,
    isNew: r.is_new,
    enabled: r.enabled,
    walletMode: r.wallet_mode,
    launchMode: r.launch_mode,
    vendorEnabled: r.vendor_enabled,
  };
}

/** The name in the wanted language, else English. */
export function gameName(names: Record<string, string>, language: string): string {
  return names[language] ?? names.EN ?? '';
}
