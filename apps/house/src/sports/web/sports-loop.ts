/**
 * The book's heartbeat in the house process, beside the lottery's: every tick create the open
 * and next rounds, play what kicked off, settle it (runDueRounds), then send the wallet calls
 * from the outbox. Safe in any number of processes: playing and settling are guarded in SQL
 * (row locks + status guards) and each wallet call is leased to one sender at a time.
 */
import type { HouseDeps } from '../../house-deps';
import { claimWalletOutbox } from '../bet-store';
import { runDueRounds } from '../run-due-rounds';
import { DEFAULT_SPORTS_CONFIG, type SportsConfig } from '../sports-config';
import { instructionFor } from '../wallet-instruction';
import { sendSportsInstruction, type SendOutcome } from './send-sports-instruction';

export const SPORTS_TICK_MS = 2_000;
const WALLET_LEASE_MS = 60_000;
const BATCH = 100;

export async function runSportsTick(deps: HouseDeps, config: SportsConfig = DEFAULT_SPORTS_CONFIG) {
  const run = await runDueRounds({ db: deps.db, now: new Date(deps.now()), config });
  const sent: Record<SendOutcome, number> = { done: 0, refused: 0, unknown: 0 };
  for (;;) {
    const now = new Date(deps.now());
    const batch = await deps.db.tx((tx) =>
      claimWalletOutbox(tx, { limit: BATCH, now, leaseUntil: new Date(+now + WALLET_LEASE_MS) }));
    for (const bet of batch) sent[await sendSportsInstruction(deps, instructionFor(bet))]++;
    if (batch.length < BATCH) break;
  }
  return { created: run.created, played: run.played, voided: run.voided, sent };
}

/** Ticks every `everyMs` (never two ticks of this process at once); answers its stop function. */
export function startSportsLoop(deps: HouseDeps, config: SportsConfig = DEFAULT_SPORTS_CONFIG, everyMs = SPORTS_TICK_MS) {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    running ??= runSportsTick(deps, config)
      .catch((error: unknown) => deps.log.error({ err: error }, 'sports tick failed'))
      .finally(() => (running = null));
  };
  tick();
  const timer = setInterval(tick, everyMs);
  return async (): Promise<void> => {
    clearInterval(timer);
    await running;
  };
}
