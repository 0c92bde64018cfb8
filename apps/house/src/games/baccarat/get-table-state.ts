import type { HouseDeps } from '../../house-deps';
import type { GameSession } from '../../launch/session-store';
import { BACCARAT_TABLE_CODE } from '../catalogue';
import {
  countTablePlayers,
  findTableRoundBySeq,
  latestTableRound,
  playerWagersOf,
  recentOutcomes,
  spotTotals,
} from './baccarat-store';

/** What the table page polls: the round and its clock, everyone's chips, mine, the road. */
export async function getTableState(deps: HouseDeps, session: GameSession) {
  const now = deps.now();
  const round = await latestTableRound(deps.db, BACCARAT_TABLE_CODE);
  if (!round) return { serverNow: now, round: null, totals: [], players: 0, myBets: [], last: null, road: [] };
  const previous = round.status === 'betting' && round.seq > 1n
    ? await findTableRoundBySeq(deps.db, BACCARAT_TABLE_CODE, round.seq - 1n)
    : null;
  const shown = round.status === 'settled' ? round : previous;
  const ids = [round.id, ...(previous ? [previous.id] : [])];
  const [totals, players, mine, road] = await Promise.all([
    spotTotals(deps.db, round.id),
    countTablePlayers(deps.db, round.id),
    playerWagersOf(deps.db, session.playerId, ids),
    recentOutcomes(deps.db, BACCARAT_TABLE_CODE, 60),
  ]);
  return {
    serverNow: now,
    round: {
      id: round.public_id,
      seq: round.seq.toString(),
      status: round.status,
      betsCloseAt: round.bets_close_at.getTime(),
      msLeft: Math.max(0, round.bets_close_at.getTime() - now),
    },
    totals: totals.map((t) => ({ spot: t.spot, stakeMinor: t.stake, players: Number(t.players) })),
    players,
    myBets: mine.map((w) => ({
      id: w.public_id,
      tableRound: String(w.detail.tableRound),
      spot: String(w.detail.spot),
      stakeMinor: w.stake_minor,
      status: w.status,
      winMinor: w.win_minor,
    })),
    last: shown?.result ? { id: shown.public_id, seq: shown.seq.toString(), deal: shown.result.deal } : null,
    road: road.map((r) => r.outcome),
  };
}
