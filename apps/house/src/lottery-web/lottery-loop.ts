/**
 * The lottery's heartbeat in the house process. Every tick: create the coming draws (so the
 * 1/3/5-minute games always have an open draw with its commitment), draw what is due, settle
 * it (runDueDraws), then send the wallet calls from the outbox. Safe in any number of
 * processes: drawing and settling are guarded in SQL (row locks + status guards), and each
 * wallet call is leased to one sender at a time (claimWalletInstructions).
 */
import type { HouseDeps } from '../house-deps';
import { claimWalletInstructions } from '../lottery/claim-wallet-instructions';
import { runDueDraws } from '../lottery/run-due-draws';
import { sendWalletInstruction, type SendOutcome } from './send-wallet-instruction';

export const LOTTERY_TICK_MS = 2_000;
/** How long a claimed wallet call belongs to its sender before another process may resend it. */
const WALLET_LEASE_MS = 60_000;

export interface LotteryTickReport {
  created: number;
  drawn: number;
  voided: number;
  sent: Record<SendOutcome, number>;
}

export async function runLotteryTick(deps: HouseDeps): Promise<LotteryTickReport> {
  const run = await runDueDraws({ db: deps.db, now: new Date(deps.now()) });
  const sent: Record<SendOutcome, number> = { done: 0, refused: 0, unknown: 0 };
  for (;;) {
    const batch = await claimWalletInstructions({ db: deps.db, now: new Date(deps.now()), leaseMs: WALLET_LEASE_MS, limit: 100 });
    for (const instruction of batch) sent[await sendWalletInstruction(deps, instruction)]++;
    if (batch.length < 100) break;
  }
  return { created: run.created, drawn: run.drawn.length, voided: run.voided.length, sent };
}

/** Ticks every `everyMs` (never two ticks of this process at once); answers its stop function. */
export function startLotteryLoop(deps: HouseDeps, everyMs = LOTTERY_TICK_MS): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    running ??= runLotteryTick(deps)
      .catch((error: unknown) => deps.log.error({ err: error }, 'lottery tick failed'))
      .finally(() => (running = null));
  };
  tick();
  const timer = setInterval(tick, everyMs);
  return async () => {
    clearInterval(timer);
    await running;
  };
}
