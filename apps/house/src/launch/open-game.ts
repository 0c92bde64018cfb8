import { randomBytes } from 'node:crypto';
import type { HouseDeps } from '../house-deps';
import { HouseError } from '../http/house-error';
import { claimLaunch, insertSession, releaseLaunch, upsertPlayer, type LaunchRow } from './session-store';
import { newToken, tokenHash } from './tokens';

export const SESSION_TTL_MS = 24 * 60 * 60_000;
export const DEMO_BALANCE_MINOR = 200_000n;

/**
 * The game page is opened with the one-time launch token: claim it, learn who the player is
 * (real play: `authenticate` at the platform with the player token), open a house session.
 * Answers the session token the page uses from then on.
 */
export async function openGame(
  deps: HouseDeps,
  launchToken: string,
): Promise<{ sessionToken: string; gameCode: string; language: string; merchantCode: string | null }> {
  const hash = tokenHash(launchToken);
  const launch = await claimLaunch(deps.db, hash, new Date(deps.now()));
  if (!launch) throw new HouseError('SESSION_INVALID');
  const player = await identify(deps, launch, hash);
  const playerId = await upsertPlayer(deps.db, { ...player, keepName: launch.mode === 'transfer' });
  const sessionToken = newToken();
  await insertSession(deps.db, {
    tokenHash: tokenHash(sessionToken),
    playerId,
    gameCode: launch.game_code,
    mode: launch.mode,
    playerToken: launch.player_token,
    currency: player.currency,
    language: launch.language,
    lobbyUrl: launch.lobby_url,
    demoBalanceMinor: launch.mode === 'demo' ? DEMO_BALANCE_MINOR : null,
    expiresAt: new Date(deps.now() + SESSION_TTL_MS),
    merchantCode: launch.merchant_code,
  });
  return { sessionToken, gameCode: launch.game_code, language: launch.language, merchantCode: launch.merchant_code };
}

async function identify(deps: HouseDeps, launch: LaunchRow, hash: string) {
  if (launch.mode === 'demo') {
    const ref = `demo-${randomBytes(8).toString('hex')}`;
    return { memberRef: ref, currency: launch.currency, displayName: 'Guest', isDemo: true };
  }
  // The platform named the member in its signed launch and moved the money in already.
  if (launch.mode === 'transfer') {
    return { memberRef: launch.member_ref ?? '', currency: launch.currency, displayName: 'Player', isDemo: false };
  }
  const auth = await deps.platform.authenticate(launch.player_token ?? '');
  if (auth.kind === 'unknown') {
    await releaseLaunch(deps.db, hash);
    throw new HouseError('WALLET_UNAVAILABLE');
  }
  if (auth.kind === 'refused') {
    const code = auth.code === 'TOKEN_EXPIRED' || auth.code === 'ACCOUNT_LOCKED' ? auth.code : 'INVALID_TOKEN';
    throw new HouseError(code);
  }
  return {
    memberRef: auth.value.memberRef,
    currency: auth.value.currency,
    displayName: auth.value.displayName || 'Player',
    isDemo: false,
  };
}
