import { openPgDb } from '../../apps/server/src/db/pg-db';
import {
  prepareBenchAccounts,
  runConcurrentTransfers,
} from '../../apps/server/src/modules/ledger/bench-support';
import { pgbenchTps } from '../lib/database';
import type { BenchCase } from '../lib/bench-case';

const CLIENTS = 32;

/**
 * Ledger transfers per second (32 concurrent, each an idempotent balance-checked transaction
 * on real PostgreSQL) beside pgbench's TPC-B with 32 clients on the same database.
 */
export const ledgerVsPgbench: BenchCase = {
  name: 'ledger transfers (32 concurrent)',
  async run(ctx) {
    if (!ctx.databaseUrl) return null;
    const db = openPgDb(ctx.databaseUrl, { max: CLIENTS });
    try {
      const accounts = await prepareBenchAccounts({ db, members: 200, fundMinor: 1_000_000n });
      // Warm the pool and the plans, then measure for about the load duration.
      await runConcurrentTransfers({ db, accounts, transfers: 500, concurrency: CLIENTS });
      const started = Date.now();
      let done = 0;
      let elapsedMs = 0;
      while (Date.now() - started < ctx.seconds * 1000) {
        const r = await runConcurrentTransfers({
          db,
          accounts,
          transfers: 2000,
          concurrency: CLIENTS,
        });
        done += r.transfers;
        elapsedMs += r.elapsedMs;
      }
      const ours = (done * 1000) / elapsedMs;
      const tps = pgbenchTps(ctx.databaseUrl, { clients: CLIENTS, seconds: ctx.seconds });
      if (tps === null) return null;
      return { value: ours, baseline: tps, unit: 'transfers/s vs pgbench TPC-B tps' };
    } finally {
      await db.close();
    }
  },
};
