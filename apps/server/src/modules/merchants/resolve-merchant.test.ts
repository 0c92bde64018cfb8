import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/db';
import { inProcessBus } from '../shared-state/local-shared-state';
import { merchantResolver } from './resolve-merchant';

/** The merchants table of one merchant, DEMO, counting the reads; `hold` keeps reads waiting. */
function merchantsTable() {
  const table = {
    reads: 0,
    siteName: 'Demo',
    release: () => {},
    hold: false,
  };
  const db = {
    query: async () => {
      table.reads += 1;
      const siteName = table.siteName;
      if (table.hold) await new Promise<void>((resolve) => (table.release = resolve));
      return {
        rows: [
          {
            id: 1n,
            code: 'DEMO',
            name: 'Demo',
            currency: 'PHP',
            settings: { siteName },
            whitelabel: [],
            register_config: {},
            status_config: {},
          },
        ],
      };
    },
  } as unknown as Db;
  return { table, db };
}

const DEMO = { header: 'DEMO', host: undefined };

describe('merchantResolver', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the row once for all the requests that ask while it loads', async () => {
    const { table, db } = merchantsTable();
    const merchants = merchantResolver(db, 'DEMO', inProcessBus());
    table.hold = true;
    const asked = [1, 2, 3].map(() => merchants.resolve(DEMO));
    await vi.waitFor(() => expect(table.reads).toBe(1));
    table.release();
    const [a, b, c] = await Promise.all(asked);
    expect(table.reads).toBe(1);
    expect(a).toBe(b);
    expect(b).toBe(c);
  });

  it('renews an answer before it ages out, keeping the same object while the row is the same', async () => {
    // Only the clock is faked: the reads still settle on real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);
    const renewed = () => new Promise((resolve) => setTimeout(resolve, 0));
    const { table, db } = merchantsTable();
    const merchants = merchantResolver(db, 'DEMO', inProcessBus());
    const first = await merchants.resolve(DEMO);
    advance(4_000);
    // Answered at once from what is kept, while one read renews it.
    expect(merchants.resolveNow(DEMO)).toBe(first);
    expect(table.reads).toBe(2);
    await renewed();
    advance(4_000);
    expect(merchants.resolveNow(DEMO)).toBe(first);
    // The row changes behind the resolver's back (the renewal just started read it before).
    table.siteName = 'Renamed';
    await renewed();
    advance(4_000);
    expect(merchants.resolveNow(DEMO)).toBe(first);
    // That renewal read the new row: a new object from then on.
    await renewed();
    const renamed = await merchants.resolve(DEMO);
    expect(renamed).not.toBe(first);
    expect(renamed.settings).toEqual({ siteName: 'Renamed' });
  });

  it('answers a new object after an operator saves the settings, even with the row unchanged', async () => {
    const { table, db } = merchantsTable();
    const bus = inProcessBus();
    const here = merchantResolver(db, 'DEMO', bus);
    const there = merchantResolver(db, 'DEMO', bus);
    const before = await here.resolve(DEMO);
    const beforeThere = await there.resolve(DEMO);
    await here.invalidate();
    expect(await here.resolve(DEMO)).not.toBe(before);
    expect(await there.resolve(DEMO)).not.toBe(beforeThere);
    expect(table.reads).toBe(4);
  });

  it('does not keep a row read before an invalidation', async () => {
    const { table, db } = merchantsTable();
    const merchants = merchantResolver(db, 'DEMO', inProcessBus());
    table.hold = true;
    const stale = merchants.resolve(DEMO);
    await vi.waitFor(() => expect(table.reads).toBe(1));
    const release = table.release;
    table.hold = false;
    table.siteName = 'Saved';
    await merchants.invalidate();
    release();
    expect((await stale).settings).toEqual({ siteName: 'Demo' });
    expect((await merchants.resolve(DEMO)).settings).toEqual({ siteName: 'Saved' });
  });
});
