// `npm run soak -- --minutes 60 [--rate 20]`: two API nodes on a private PostgreSQL and Redis
// under a steady, moderate mix of bets, wins, deposits and withdrawals; prints each node's
// memory and the latency of the last interval every minute (every 10 s under two minutes),
// then checks the books. Figures of a 10-minute run are in docs/performance.md.
import { openPgDb } from '../apps/server/src/db/pg-db';
import { migrate } from '../apps/server/src/db/migrate';
import { seed } from '../apps/server/src/db/seed/seed';
import { checkLedger } from '../apps/server/src/modules/ledger/check-ledger';
import { prepareMoneyLoad } from './money-load';
import { apiNode, type ApiNode } from './node-processes';
import { freePort, privateRedis, startPrivatePostgres } from './private-services';

function arg(name: string, fallback: number) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}
const minutes = arg('minutes', 60);
/** Operations started per second across both nodes. */
const rate = arg('rate', 20);
const reportMs = minutes < 2 ? 10_000 : 60_000;

const pg = await startPrivatePostgres();
const redis = await privateRedis();
await redis.start();
const db = openPgDb(pg.url, { max: 4 });
await migrate(db);
await seed(db, { APP_ENV: 'development' });
const nodes: ApiNode[] = [];
for (let i = 0; i < 2; i++) {
  nodes.push(
    apiNode({ PORT: String(await freePort()), DATABASE_URL: pg.url, REDIS_URL: redis.url }),
  );
}
await Promise.all(nodes.map((n) => n.start()));
const base = (i: number) => `http://127.0.0.1:${nodes[i % 2]!.port}`;
const runId = `s${Date.now().toString(36)}`;
const load = await prepareMoneyLoad(db, { players: 20, runId });
await load.addCards(base(0));

async function rssMb(i: number): Promise<number> {
  try {
    const text = await (await fetch(`${base(i)}/metrics`)).text();
    const m = /^process_resident_memory_bytes (\d+(?:\.\d+)?(?:e\+\d+)?)$/m.exec(text);
    return m ? Math.round(Number(m[1]) / 1_048_576) : NaN;
  } catch {
    return NaN;
  }
}

let window: number[] = [];
let failures = 0;
let total = 0;
let next = 0;
const started = Date.now();
const endAt = started + minutes * 60_000;
const inFlight = new Set<Promise<void>>();

console.log('minute  requests  failed  p50 ms  p95 ms  p99 ms  node0 MB  node1 MB');
const report = setInterval(() => {
  void (async () => {
    const sorted = [...window].sort((a, b) => a - b);
    const pct = (p: number) => Math.round(sorted[Math.floor((sorted.length - 1) * p)] ?? 0);
    const line = [
      ((Date.now() - started) / 60_000).toFixed(1).padStart(6),
      String(window.length).padStart(9),
      String(failures).padStart(7),
      String(pct(0.5)).padStart(7),
      String(pct(0.95)).padStart(7),
      String(pct(0.99)).padStart(7),
      String(await rssMb(0)).padStart(9),
      String(await rssMb(1)).padStart(9),
    ];
    console.log(line.join(' '));
    window = [];
    failures = 0;
  })();
}, reportMs);

async function round(i: number) {
  for (const op of load.opsFor(i, runId)) {
    const r = await load.attempt(op, base(i));
    total++;
    window.push(r.ms);
    if (!r.ok) {
      failures++;
      if (op.kind === 'bet') return; // no win for a bet that did not settle
    }
  }
}

while (Date.now() < endAt) {
  const tick = Date.now();
  for (let k = 0; k < rate / 2; k++) {
    const p = round(next++).finally(() => inFlight.delete(p));
    inFlight.add(p);
  }
  await new Promise((r) => setTimeout(r, Math.max(0, 500 - (Date.now() - tick))));
}
await Promise.all(inFlight);
clearInterval(report);
const books = await checkLedger({ sql: db });
console.log(
  `soak: ${total} requests in ${minutes} min; ledger ${books.ok ? 'balanced, no negative balance' : 'NOT OK'}`,
);
await Promise.all(nodes.map((n) => n.stop()));
await db.close();
await redis.kill();
pg.stop();
process.exit(books.ok ? 0 : 1);
