import type { Db } from '../../db/db';
import { insertBenchMember, selectBenchMerchant } from './bench-store';
import { openMemberAccount } from './open-member-account';
import { systemAccount } from './system-account';
import { transfer } from './transfer';

/**
 * What `npm run bench` drives (the benchmark itself lives in bench/): prepared member wallets
 * funded from the cash-in clearing account, then N concurrent ledger transfers between random
 * pairs of them, each its own idempotent, balance-checked transaction.
 */
export interface BenchAccounts {
  merchantId: bigint;
  currency: string;
  accountIds: bigint[];
}

export async function prepareBenchAccounts(options: {
  db: Db;
  merchantCode?: string;
  members: number;
  fundMinor: bigint;
  /** Keeps member names apart when one database serves several runs. */
  runId?: string;
}): Promise<BenchAccounts> {
  const { db, members, fundMinor } = options;
  const runId = options.runId ?? Date.now().toString(36);
  const merchant = await selectBenchMerchant(db, options.merchantCode ?? 'DEMO');
  if (!merchant) throw new Error('merchant not found; run the seed first');
  const clearing = await systemAccount({
    sql: db,
    merchantId: merchant.id,
    kind: 'cash_in_clearing',
    currency: merchant.currency,
  });
  const accountIds: bigint[] = [];
  for (let i = 0; i < members; i++) {
    const memberId = await insertBenchMember(db, merchant.id, `bench_${runId}_${i}`);
    const wallet = await openMemberAccount({
      sql: db,
      memberId,
      kind: 'main',
      currency: merchant.currency,
    });
    await transfer({
      db,
      debitAccountId: clearing.id,
      creditAccountId: wallet.id,
      amountMinor: fundMinor,
      currency: merchant.currency,
      code: 'DEPOSIT',
      idempotencyKey: `bench:${runId}:fund:${i}`,
    });
    accountIds.push(wallet.id);
  }
  return { merchantId: merchant.id, currency: merchant.currency, accountIds };
}

export interface BenchResult {
  transfers: number;
  refused: number;
  elapsedMs: number;
  perSecond: number;
  latenciesMs: number[];
}

/** N transfers of `amountMinor` between random distinct accounts, `concurrency` at a time. */
export async function runConcurrentTransfers(options: {
  db: Db;
  accounts: BenchAccounts;
  transfers: number;
  concurrency: number;
  amountMinor?: bigint;
  runId?: string;
}): Promise<BenchResult> {
  const { db, accounts, concurrency } = options;
  const ids = accounts.accountIds;
  if (ids.length < 2) throw new Error('need at least two accounts');
  const runId =
    options.runId ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const latenciesMs: number[] = [];
  let next = 0;
  let refused = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < options.transfers) {
      const n = next++;
      const from = ids[Math.floor(Math.random() * ids.length)]!;
      let to = ids[Math.floor(Math.random() * ids.length)]!;
      if (to === from) to = ids[(ids.indexOf(from) + 1) % ids.length]!;
      const t0 = performance.now();
      try {
        await transfer({
          db,
          debitAccountId: from,
          creditAccountId: to,
          amountMinor: options.amountMinor ?? 1n,
          currency: accounts.currency,
          code: 'WALLET_TRANSFER',
          idempotencyKey: `bench:${runId}:${n}`,
        });
      } catch {
        refused += 1;
      }
      latenciesMs.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsedMs = performance.now() - started;
  return {
    transfers: options.transfers - refused,
    refused,
    elapsedMs,
    perSecond: ((options.transfers - refused) * 1000) / elapsedMs,
    latenciesMs,
  };
}
