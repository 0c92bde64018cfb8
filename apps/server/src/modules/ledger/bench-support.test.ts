import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { prepareBenchAccounts, runConcurrentTransfers } from './bench-support';
import { checkLedger } from './check-ledger';

describe('benchmark support', () => {
  const t = useTestApp();

  it('prepares funded wallets and runs concurrent transfers that keep the books', async () => {
    const accounts = await prepareBenchAccounts({ db: t.db, members: 5, fundMinor: 1_000n });
    const r = await runConcurrentTransfers({ db: t.db, accounts, transfers: 60, concurrency: 4 });
    expect(r.transfers + r.refused).toBe(60);
    expect(r.transfers).toBeGreaterThan(0);
    expect(r.latenciesMs).toHaveLength(60);
    expect((await checkLedger({ sql: t.db })).ok).toBe(true);
  });
});
