import { openPgDb } from '../../apps/server/src/db/pg-db';
import { createTestMember } from '../../apps/server/src/modules/ledger/test-support';
import { httpCase, type BenchCase } from '../lib/bench-case';

/** The header's balance call, for a logged-in member with a funded wallet, vs bare Fastify. */
export const balanceCall: BenchCase = {
  name: 'GET /wps/v2/wallets/balance (logged in)',
  async run(ctx) {
    if (!ctx.databaseUrl) return null;
    const db = openPgDb(ctx.databaseUrl, { max: 2 });
    const member = await createTestMember(db, { username: `bench_balance_${Date.now()}` });
    await db.close();
    return httpCase(this.name, '/wps/v2/wallets/balance', async () => member.headers).run(ctx);
  },
};
