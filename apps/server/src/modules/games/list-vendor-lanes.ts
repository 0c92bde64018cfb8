import type { GameClassify, GameType } from '@wl/contract/games/common';
import type {
  ListVendorLanesValue,
  VendorCard,
  VendorLane,
} from '@wl/contract/games/list-vendor-lanes';
import type { Sql } from '../../db/db';
import type { Merchant } from '../merchants/merchant';
import { siteSettingsOf } from '../system/site-settings';
import type { ContentCache } from '../content/content-cache';
import { listVendorRows, type VendorRow } from './games-store';
import { artworkUrl } from './game-view';

/**
 * Lane order (spec §9): ELOTT, LOTT, LIVE, SPORTS, FISH, RNG, PVP, with esports and cockfight
 * split out of sports — esports right after it, cockfight two positions after it.
 */
export const LANE_ORDER: readonly GameType[] = [
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'FISH',
  'RNG',
  'PVP',
];
/** Esports vendors the original clients moved out of sports (reference §6.2). */
const ESPORTS_CODES = ['IMES', 'TF', 'IA'];

/** The lane a vendor shows in: a sports vendor named as esports/cockfight moves there. */
function laneOf(row: VendorRow, esports: Set<string>, cockfight: Set<string>): GameType {
  if (row.game_type !== 'SPORTS') return row.game_type;
  if (cockfight.has(row.vendor_code)) return 'COCKFIGHT';
  if (esports.has(row.vendor_code)) return 'ESPORTS';
  return 'SPORTS';
}

function cardOf(row: VendorRow, lane: GameType, merchant: Merchant): VendorCard {
  const launchable = row.launch_mode !== 'unavailable';
  return {
    vassalage: row.vendor_code,
    displayName: row.display_name,
    gameType: lane,
    isHot: row.is_hot ? 1 : 0,
    isGame: row.entry_kind,
    gameCode: row.entry_kind === 'GAME' ? row.entry_game_code : null,
    nodeId: row.entry_kind === 'GAME' ? row.entry_node_id : null,
    accountTypeId: Number(row.account_type_id),
    defaultPlayType: row.default_play_type,
    walletMode: row.wallet_mode,
    demo: row.launch_mode !== 'live',
    launchable,
    gameCount: Number(row.game_count),
    iconUrl: artworkUrl(
      `vendor-${row.vendor_code.toLowerCase().replace(/_/g, '-')}`,
      merchant.statusConfig.imageCDNs,
    ),
  };
}

export async function listVendorLanes(options: {
  db: Sql;
  merchant: Merchant;
  flush: boolean;
  nowMs: number;
  cache: ContentCache<ListVendorLanesValue>;
}): Promise<ListVendorLanesValue> {
  const key = String(options.merchant.id);
  if (!options.flush) {
    const hit = options.cache.get(key, '', options.nowMs);
    if (hit) return hit;
  }
  const settings = siteSettingsOf(options.merchant);
  const esports = new Set([...ESPORTS_CODES, ...settings.esportsVendors]);
  const cockfight = new Set(settings.cockfightVendors);
  const lanes = new Map<GameType, { cards: VendorCard[]; classify: Set<GameClassify> }>();
  for (const row of await listVendorRows(options.db, options.merchant.id)) {
    const lane = laneOf(row, esports, cockfight);
    const entry = lanes.get(lane) ?? { cards: [], classify: new Set<GameClassify>() };
    entry.cards.push(cardOf(row, lane, options.merchant));
    for (const c of row.classifies) entry.classify.add(c);
    lanes.set(lane, entry);
  }
  const value: ListVendorLanesValue = {
    data: {
      lanes: LANE_ORDER.flatMap((title): VendorLane[] => {
        const lane = lanes.get(title);
        return lane ? [{ title, cards: lane.cards, gameClassify: [...lane.classify].sort() }] : [];
      }),
    },
  };
  options.cache.set(key, '', options.nowMs, value);
  return value;
}
