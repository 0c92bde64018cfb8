import type { Db, Sql } from '../../db/db';
import { selectCashierSettings } from '../cashier/settings-store';
import { type ContractKind, tiersFromJson } from './contract-store';
import { insertBill } from './bill-store';
import { type Window, windowAt } from './periods';
import {
  type CascadeNode,
  dividendBasis,
  platformFeeMinor,
  settleCascade,
} from './settlement-math';
import { type ContractSettings, selectSettings } from './settings-store';
import {
  advanceSettled,
  lockSettleable,
  type SettleableContract,
  selectSettleable,
} from './settlement-store';
import { selectTeamFigures } from './team-metrics-store';

/** At most this many windows per run, so one run stays short; the next run continues. */
const MAX_BATCHES = 200;

/**
 * Claims every ended contract period and writes its bill. Contracts of one merchant, kind and
 * period share calendar windows, so each window is one batch and one transaction: the batch's
 * contracts are locked, the cascade is computed over all of them, a bill per contract is
 * inserted (UNIQUE contract + period start: a second claimer inserts nothing) and each
 * contract's settled point moves to the window's end. Paying is a separate step, so a crash
 * after this commit leaves unpaid bills that the next run pays, never a period claimed twice.
 */
export async function createDueBills(options: {
  db: Db;
  now: Date;
  merchantId?: bigint;
  /** Only these kinds (each job settles its own); all when absent. */
  kinds?: readonly ContractKind[];
}): Promise<number> {
  const { db, now } = options;
  const zones = new Map<bigint, string>();
  let created = 0;
  for (let i = 0; i < MAX_BATCHES; i++) {
    const owing = await selectSettleable(db, options.merchantId ?? null, options.kinds ?? null);
    for (const merchantId of new Set(owing.map((c) => c.merchantId))) {
      if (!zones.has(merchantId)) {
        zones.set(merchantId, (await selectCashierSettings(db, merchantId)).timeZone);
      }
    }
    const batch = nextBatch(owing, zones, now);
    if (!batch) break;
    const settings = await selectSettings(db, batch.merchantId);
    created += await db.tx((tx) => settleBatch(tx, batch, settings, now));
  }
  return created;
}

interface Batch {
  merchantId: bigint;
  key: string;
  /** The merchant's time zone, whose calendar the windows follow. */
  timeZone: string;
  window: Window;
  ids: bigint[];
}

function nextWindowOf(c: SettleableContract, timeZone: string): Window {
  return windowAt(c.period, c.settledUntil ?? c.signedAt, timeZone);
}

/** The earliest ended window any contract still owes, with every contract owing it. */
function nextBatch(
  contracts: SettleableContract[],
  zones: ReadonlyMap<bigint, string>,
  now: Date,
): Batch | null {
  let best: Batch | null = null;
  for (const c of contracts) {
    const timeZone = zones.get(c.merchantId)!;
    const w = nextWindowOf(c, timeZone);
    if (w.end > now) continue;
    const key = `${c.merchantId}:${c.kind}:${c.period}:${w.start.getTime()}`;
    if (best && best.key === key) best.ids.push(c.id);
    else if (!best || w.start < best.window.start) {
      best = { merchantId: c.merchantId, key, timeZone, window: w, ids: [c.id] };
    }
  }
  return best;
}

async function settleBatch(tx: Sql, batch: Batch, settings: ContractSettings, now: Date) {
  // Re-read under lock: a racing process may have settled this window meanwhile.
  const locked = (await lockSettleable(tx, batch.ids)).filter(
    (c) => nextWindowOf(c, batch.timeZone).start.getTime() === batch.window.start.getTime(),
  );
  if (locked.length === 0) return 0;
  // One statement at a time: a transaction is one connection.
  const planned = [];
  for (const c of locked) planned.push(await planNode(tx, c, batch.window, settings));
  // A contract's parent in the cascade is the contract its payer holds in the same window.
  const byDownline = new Map(locked.map((c) => [c.downlineId, String(c.id)]));
  const nodes: CascadeNode[] = planned.map((p) => ({
    ...p.node,
    parentContractId: p.contract.uplineId ? (byDownline.get(p.contract.uplineId) ?? null) : null,
  }));
  const lines = settleCascade(nodes, settings.maxRatioBps);
  let created = 0;
  for (const line of lines) {
    const p = planned.find((x) => x.node.contractId === line.contractId);
    if (!p) continue;
    const c = p.contract;
    const inserted = await insertBill(
      tx,
      {
        merchantId: c.merchantId,
        contractId: c.id,
        kind: c.kind,
        payerId: c.uplineId,
        payeeId: c.downlineId,
        periodStart: batch.window.start,
        periodEnd: batch.window.end,
        turnoverMinor: p.node.metrics.turnoverMinor,
        lossMinor: p.node.metrics.lossMinor,
        activeMembers: p.node.metrics.activeMembers,
        basisMinor: p.node.basisMinor,
        ratioBps: line.ratioBps,
        amountMinor: line.grossMinor,
        currency: c.currency,
      },
      now,
    );
    if (inserted) created++;
    await advanceSettled(tx, c.id, batch.window.end, p.carryOutMinor);
  }
  return created;
}

/** One contract's figures for the window, limited to when it was in force. */
async function planNode(tx: Sql, c: SettleableContract, w: Window, s: ContractSettings) {
  const from = c.signedAt > w.start ? c.signedAt : w.start;
  const to = c.endedAt && c.endedAt < w.end ? c.endedAt : w.end;
  const f = await selectTeamFigures(tx, {
    agentId: c.downlineId,
    from,
    to: to > from ? to : from,
    activeMinBetMinor: s.activeMinBetMinor,
  });
  const fee = platformFeeMinor(f.turnoverMinor, f.payoutMinor, s.platformFeeBps);
  const lossMinor = f.turnoverMinor - f.payoutMinor - f.bonusMinor - fee;
  let basisMinor = f.turnoverMinor;
  let carryOutMinor = c.carryMinor;
  if (c.kind === 'dividend') {
    const d = dividendBasis({
      periodLossMinor: lossMinor,
      carryInMinor: c.carryMinor,
      carryRule: s.carryRule,
    });
    basisMinor = d.basisMinor;
    carryOutMinor = d.carryOutMinor;
  }
  const node: CascadeNode = {
    contractId: String(c.id),
    parentContractId: null,
    tiers: tiersFromJson(c.tiers),
    metrics: { turnoverMinor: f.turnoverMinor, lossMinor, activeMembers: f.activeMembers },
    basisMinor,
  };
  return { contract: c, node, carryOutMinor };
}
