import type { HouseDeps } from '../../house-deps';
import { HouseError } from '../../http/house-error';
import type { GameSession } from '../../launch/session-store';
import { openWager } from '../../rounds/play-round';
import { moveRound } from '../../rounds/round-store';
import { BACCARAT_TABLE_CODE, findGame } from '../catalogue';
import { SPOTS, type Spot } from './baccarat-rules';
import { bettingRoundIsOpen, latestTableRound } from './baccarat-store';

/**
 * A chip on a spot of the current round: a wager of its own with its own debit; the platform
 * sees the table round's id as the round, shared with every other player at the table.
 */
export async function placeTableBet(
  deps: HouseDeps,
  p: { session: GameSession; spot: Spot; stakeMinor: bigint },
) {
  const game = findGame(p.session.gameCode);
  if (game?.kind !== 'baccarat') throw new HouseError('GAME_NOT_FOUND');
  if (!SPOTS.includes(p.spot)) throw new HouseError('BAD_REQUEST');
  if (p.stakeMinor < game.minBetMinor || p.stakeMinor > game.maxBetMinor) throw new HouseError('BAD_REQUEST');
  const round = await latestTableRound(deps.db, BACCARAT_TABLE_CODE);
  if (!round || round.status !== 'betting' || round.bets_close_at.getTime() <= deps.now()) {
    throw new HouseError('TABLE_CLOSED');
  }
  const { round: wager, balanceMinor } = await openWager(deps, {
    session: p.session,
    stakeMinor: p.stakeMinor,
    walletRoundId: round.public_id,
    tableRoundId: round.id,
    detail: { game: 'baccarat', table: BACCARAT_TABLE_CODE, spot: p.spot, tableRound: round.public_id, seq: round.seq.toString() },
    guard: async (tx) => {
      if (!(await bettingRoundIsOpen(tx, round.id, new Date(deps.now())))) throw new HouseError('TABLE_CLOSED');
    },
  });
  await moveRound(deps.db, wager.id, 'open', ['pending']);
  return { wagerId: wager.public_id, tableRound: round.public_id, spot: p.spot, stakeMinor: p.stakeMinor, balanceMinor };
}
