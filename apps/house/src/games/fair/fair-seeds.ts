import type { HouseDeps } from '../../house-deps';
import { HouseError } from '../../http/house-error';
import { CLIENT_SEED_PATTERN } from './fair-math';
import { newClientSeed, newServerSeed, serverSeedHash } from './fair-node';
import { findActiveSeed, insertActiveSeed, revealActiveSeed, takeNonce, type SeedRow } from './fair-store';

/** What a player may see of a seed pair: the server seed only once it has been rotated away. */
export function publicSeed(s: SeedRow) {
  return {
    serverSeedHash: s.server_seed_hash,
    clientSeed: s.client_seed,
    nextNonce: s.next_nonce.toString(),
    serverSeed: s.revealed_at ? s.server_seed : null,
  };
}

async function ensureSeed(deps: HouseDeps, playerId: bigint, clientSeed?: string): Promise<SeedRow> {
  const existing = await findActiveSeed(deps.db, playerId);
  if (existing) return existing;
  const serverSeed = newServerSeed();
  await insertActiveSeed(deps.db, {
    playerId, serverSeed, serverSeedHash: serverSeedHash(serverSeed), clientSeed: clientSeed ?? newClientSeed(),
  });
  return (await findActiveSeed(deps.db, playerId)) as SeedRow;
}

export async function getSeeds(deps: HouseDeps, playerId: bigint) {
  return { active: publicSeed(await ensureSeed(deps, playerId)) };
}

/**
 * Rotation: the active server seed is revealed (so every bet made with it can be verified) and
 * a new pair starts at nonce 0 with the client seed the player chose (or a fresh random one).
 */
export async function rotateSeed(deps: HouseDeps, playerId: bigint, clientSeed?: string) {
  if (clientSeed !== undefined && !CLIENT_SEED_PATTERN.test(clientSeed)) throw new HouseError('BAD_REQUEST');
  const revealed = await deps.db.tx(async (tx) => revealActiveSeed(tx, playerId, new Date(deps.now())));
  const active = await ensureSeed(deps, playerId, clientSeed);
  return { revealed: revealed ? publicSeed(revealed) : null, active: publicSeed(active) };
}

/** The seed pair and nonce for one bet. */
export async function nextFairInput(deps: HouseDeps, playerId: bigint) {
  await ensureSeed(deps, playerId);
  const seed = await takeNonce(deps.db, playerId);
  if (!seed) throw new Error('no active seed after ensureSeed');
  return seed;
}
