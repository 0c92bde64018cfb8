import type { LaunchGameValue } from '@wl/contract/games/launch-game';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { VendorError, type VendorAdapter } from '../../providers/vendors/vendor-adapter';
import type { Merchant } from '../merchants/merchant';
import type { ActiveSession } from '../sessions/session-store';
import { findGameByNodeId } from '../games/find-game-by-node-id';
import { recordRecentGame } from '../games/record-recent-game';
import { lotterySwitchedOff } from '../lottery-lobby/lobby-games-store';
import { mayBet } from './authenticate-player';
import { HOUSE_VENDOR_CODE } from './house-defaults';
import { issuePlayerToken } from './player-token';
import { selectIntegration, selectWalletMember, type VendorIntegration } from './vendor-store';
import { toMemberRef } from './wallet-common';

export interface LaunchParams {
  nodeId?: string | undefined;
  vassalage?: string | undefined;
  gameId?: string | undefined;
  gameType?: string | undefined;
  launchMode?: string | undefined;
  accountType: '0' | '1';
  language: string;
  device: 'WEB' | 'MOBILE';
  backUrl?: string | undefined;
  /** The lottery lobby's `lottoView`: `lobby` asks the vendor for its lottery lobby. */
  lottoView?: 'betting' | 'lobby' | undefined;
}

/** Transfer-mode work around a launch (move money in first); null for seamless vendors. */
export type BeforeTransferLaunch = (o: {
  vendor: VendorIntegration;
  adapter: VendorAdapter;
  memberId: bigint;
}) => Promise<void>;

/**
 * /wps/game/launchGame: resolves the game (catalogue nodeId, else vendor + game code), decides
 * real or demo (visitors and trial members get demo), issues the player token for a seamless
 * vendor, asks the vendor for the iframe URL, and notes the game as recently played. No
 * transaction is open while the vendor is called.
 */
export async function launchVendorGame(options: {
  db: Db;
  merchant: Merchant;
  session: ActiveSession | null;
  params: LaunchParams;
  nowMs: number;
  adapterOf: (vendor: VendorIntegration) => VendorAdapter | null;
  beforeTransferLaunch: BeforeTransferLaunch;
}): Promise<LaunchGameValue> {
  const { db, merchant, session, params } = options;
  const target = await resolveTarget(db, merchant.id, params);
  // A lottery the operator took out of its lobby cannot be opened by another way either.
  if (
    target.vendorCode === HOUSE_VENDOR_CODE &&
    (await lotterySwitchedOff(db, merchant.id, target.gameCode))
  ) {
    throw new AppError('GAME_NOT_FOUND');
  }
  let mode: 'real' | 'demo' = params.accountType === '1' && !target.demoOnly ? 'real' : 'demo';
  if (session?.memberType === 4) mode = 'demo';
  if (mode === 'real' && !session) throw new AppError('login.not.session');

  const vendor = await selectIntegration(db, merchant.id, target.vendorCode);
  const adapter = vendor?.enabled ? options.adapterOf(vendor) : null;
  if (!vendor || !adapter) throw new AppError('GAME_NOT_FOUND');
  let playerToken: string | undefined;
  if (mode === 'real' && session) {
    const member = await selectWalletMember(db, session.memberId);
    if (!member || !mayBet(member)) throw new AppError('ACCOUNT_LOCKED');
    if (vendor.walletMode === 'seamless') {
      playerToken = (
        await issuePlayerToken({
          sql: db,
          merchantId: merchant.id,
          memberId: session.memberId,
          vendorCode: vendor.vendorCode,
          currency: merchant.currency,
          gameCode: target.gameCode,
          gameType: target.gameType,
          nowMs: options.nowMs,
        })
      ).token;
    } else {
      await options.beforeTransferLaunch({ vendor, adapter, memberId: session.memberId });
    }
  }
  const launched = await adapter
    .launch({
      gameCode: target.gameCode,
      mode,
      currency: merchant.currency,
      language: params.language,
      device: params.device,
      merchantCode: merchant.code,
      ...(playerToken ? { playerToken } : {}),
      ...(session ? { memberRef: toMemberRef(session.memberId) } : {}),
      ...(params.backUrl ? { lobbyUrl: params.backUrl } : {}),
      ...(params.lottoView === 'lobby' ? { view: 'lobby' as const } : {}),
    })
    .catch((error: unknown) => {
      if (error instanceof VendorError && error.code === 'GAME_NOT_FOUND')
        throw new AppError('GAME_NOT_FOUND');
      throw new AppError('service_unavailable', { messageKey: 'error_vendor_unavailable' });
    });
  if (session && target.catalogueId !== null) {
    await recordRecentGame({
      db,
      memberId: session.memberId,
      gameId: target.catalogueId,
      nowMs: options.nowMs,
    });
  }
  return {
    content: {
      game_url: launched.gameUrl,
      mode,
      vendorCode: vendor.vendorCode,
      gameCode: target.gameCode,
      walletMode: vendor.walletMode,
    },
    url: launched.gameUrl,
  };
}

interface Target {
  vendorCode: string;
  gameCode: string;
  gameType: string | null;
  catalogueId: bigint | null;
  demoOnly: boolean;
}

/** The catalogue's game by nodeId; a house_demo vendor's game opens the house's stand-in in demo. */
async function resolveTarget(db: Db, merchantId: bigint, p: LaunchParams): Promise<Target> {
  if (p.nodeId) {
    const game = await findGameByNodeId({ db, merchantId, nodeId: p.nodeId });
    if (!game || !game.enabled || !game.vendorEnabled || game.launchMode === 'unavailable') {
      throw new AppError('GAME_NOT_FOUND');
    }
    if (game.launchMode === 'house_demo') {
      if (!game.houseGameCode) throw new AppError('GAME_NOT_FOUND');
      return {
        vendorCode: HOUSE_VENDOR_CODE,
        gameCode: game.houseGameCode,
        gameType: game.gameType,
        catalogueId: game.id,
        demoOnly: true,
      };
    }
    return {
      vendorCode: game.vendorCode,
      gameCode: game.gameCode,
      gameType: game.gameType,
      catalogueId: game.id,
      demoOnly: false,
    };
  }
  if (p.vassalage && p.gameId) {
    return {
      vendorCode: p.vassalage,
      gameCode: p.gameId,
      gameType: p.gameType ?? null,
      catalogueId: null,
      demoOnly: false,
    };
  }
  throw new AppError('request_param_err');
}
