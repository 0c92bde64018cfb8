import type { LaunchGameValue } from '@wl/contract/vendor-wallet/launch-game';
import type { HouseDeps } from '../house-deps';
import { findGame, isLaunchable } from '../games/catalogue';
import { findGame as findLotteryGame } from '../lottery/games/lottery-games';
import { HouseError } from '../http/house-error';
import { menuLanguage } from '../i18n/page-language';
import { insertLaunch } from './session-store';
import { newToken, tokenHash } from './tokens';

export const LAUNCH_TOKEN_TTL_MS = 5 * 60_000;


/**
 * The platform asks for a game (its request already verified). We answer a URL with a fresh
 * one-time launch token; the player token is kept for the wallet calls of that session.
 */
export async function createLaunch(
  deps: HouseDeps,
  r: { gameCode: string; mode: 'real' | 'demo'; token?: string; currency: string; language: string;
    device: string; lobbyUrl?: string; view?: 'game' | 'lobby'; walletMode?: 'seamless' | 'transfer'; memberRef?: string;
    merchantCode?: string },
): Promise<LaunchGameValue> {
  if (!isLaunchable(r.gameCode)) throw new HouseError('GAME_NOT_FOUND');
  // Real play of a transfer-wallet launch plays with the member's balance in the house's book.
  const mode = r.mode === 'real' && r.walletMode === 'transfer' ? 'transfer' : r.mode;
  // Transfer play is offered for the house's own games (slots, dice, crash, baccarat); the
  // lottery and the sports book settle through platform wallet calls and stay seamless-only.
  if (mode === 'transfer' && findGame(r.gameCode) === undefined) throw new HouseError('GAME_NOT_FOUND');
  const token = newToken();
  const expiresAt = deps.now() + LAUNCH_TOKEN_TTL_MS;
  await insertLaunch(deps.db, {
    tokenHash: tokenHash(token),
    gameCode: r.gameCode,
    mode,
    playerToken: mode === 'real' ? (r.token ?? null) : null,
    memberRef: mode === 'transfer' ? (r.memberRef ?? null) : null,
    currency: r.currency,
    // The platform's menu code (AR, JA, TW…): the pages choose their words and direction from it.
    language: menuLanguage(r.language),
    device: r.device,
    lobbyUrl: r.lobbyUrl ?? null,
    expiresAt: new Date(expiresAt),
    merchantCode: r.merchantCode ?? null,
  });
  // Only lotteries have a lobby of their own; any other game opens itself whatever was asked.
  const lobby = r.view === 'lobby' && findLotteryGame(r.gameCode) !== undefined;
  return { gameUrl: `${deps.publicUrl}/play?t=${token}${lobby ? '&view=lobby' : ''}`, expiresAt };
}
