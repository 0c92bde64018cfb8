/**
 * `node --import tsx bench/profile-seamless-functions.ts`: the CPU one seamless call costs the
 * database backend that runs the batches (ADR 0011: one batch at a time, so this caps the wallet),
 * without the platform or HTTP. One connection sends batches of 32 `seamless_debit` calls, then
 * the 32 matching `seamless_credit` calls, one statement and one commit each, as the batcher does;
 * the backend's CPU is read from /proc before and after. Steadier than `profile-seamless.ts` on a
 * shared machine: one backend, no client process competing inside the measured figure.
 * PROFILE_CALLS sets the bet+win pairs measured (default 6,400, after 640 to warm up).
 */
import pg from 'pg';
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { openPgDb } from '../apps/server/src/db/pg-db';
import { migrate } from '../apps/server/src/db/migrate';
import { seed } from '../apps/server/src/db/seed/seed';
import { prepareSeamlessWorkload } from '../apps/server/src/modules/vendor-wallet/bench-support';
import { HOUSE_VENDOR_CODE } from '../apps/server/src/modules/vendor-wallet/house-defaults';
import { hashToken } from '../apps/server/src/modules/sessions/session-token';
import { systemAccount } from '../apps/server/src/modules/ledger/system-account';
import { createBenchDatabase } from './lib/database';

const PAIRS = Number(process.env.PROFILE_CALLS ?? 6_400);
const BATCH = 32;
const database = await createBenchDatabase();
if (!database) throw new Error('profile-seamless-functions needs a PostgreSQL server');
const db = openPgDb(database.url, { max: 4 });
const client = new pg.Client({ connectionString: database.url });

try {
  await migrate(db);
  await seed(db, { APP_ENV: 'development' });
  const w = await prepareSeamlessWorkload({ db, players: BATCH, fundMinor: 100_000_000n });
  const players: {
    merchantId: bigint;
    memberId: bigint;
    currency: string;
    main: bigint;
    house: bigint;
    tokenHash: Buffer;
  }[] = [];
  for (const p of w.players) {
    const r = await db.query<{ merchant_id: bigint; id: bigint }>(
      `SELECT m.merchant_id, a.id FROM members m
         JOIN ledger_accounts a ON a.member_id = m.id AND a.kind = 'main' AND a.currency = $2
        WHERE m.id = $1`,
      [p.memberId, p.currency],
    );
    const row = r.rows[0];
    if (!row) throw new Error(`no main account for member ${p.memberId}`);
    const merchantId = BigInt(row.merchant_id);
    const house = await systemAccount({ sql: db, merchantId, kind: 'house', currency: p.currency });
    players.push({
      merchantId,
      memberId: p.memberId,
      currency: p.currency,
      main: BigInt(row.id),
      house: house.id,
      tokenHash: hashToken(p.token),
    });
  }

  await client.connect();
  const pid = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
  const backendMs = () => {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(f[11]) + Number(f[12])) * 10; // utime + stime, clock ticks of 10 ms
  };
  const transferHash = createHash('sha256').update('profile').digest();
  const now = new Date();
  // The batch statement's shape (batch-statement.ts): one array per field, one LATERAL call a row.
  const debits = `SELECT count(d.wallet_tx_id) FROM unnest($1::bigint[], $2::text[], $3::bigint[],
      $4::text[], $5::bytea[], $6::bigint[], $7::bigint[], $8::text[])
        AS x(merchant, tx, member, currency, token, main, house, round),
      LATERAL seamless_debit(x.merchant, $9, x.tx, x.member, x.currency, x.round, 'lucky-sevens',
        x.token, $10, 100, $11, x.main, x.house, 'profile:' || x.tx, $11, '{}'::jsonb) d`;
  const credits = `SELECT count(c.wallet_tx_id) FROM unnest($1::bigint[], $2::text[],
      $3::bigint[], $4::text[], $5::text[], $6::bigint[], $7::bigint[], $8::text[])
        AS x(merchant, tx, member, currency, bet, main, house, round),
      LATERAL seamless_credit(x.merchant, $9, x.tx, x.member, x.currency, x.round,
        'lucky-sevens', x.bet, 95, $10, true, x.main, x.house, 'profile:' || x.tx, $10,
        '{}'::jsonb) c`;
  const run = async (tag: string, pairs: number) => {
    const before = backendMs();
    for (let first = 0; first < pairs; first += BATCH) {
      // Player k of the batch makes call first + k; its bet, win and round ids are unique.
      const ids = (label: string) => players.map((_, k) => `${tag}.${label}.${first + k}`);
      const merchants = players.map((p) => p.merchantId.toString());
      const members = players.map((p) => p.memberId.toString());
      const currencies = players.map((p) => p.currency);
      const mains = players.map((p) => p.main.toString());
      const houses = players.map((p) => p.house.toString());
      const rounds = ids('round');
      const d = await client.query<{ count: string }>(debits, [
        merchants,
        ids('bet'),
        members,
        currencies,
        players.map((p) => p.tokenHash),
        mains,
        houses,
        rounds,
        HOUSE_VENDOR_CODE,
        now,
        transferHash,
      ]);
      const c = await client.query<{ count: string }>(credits, [
        merchants,
        ids('win'),
        members,
        currencies,
        ids('bet'),
        mains,
        houses,
        rounds,
        HOUSE_VENDOR_CODE,
        transferHash,
      ]);
      // Every call must take the one-statement path, or the figure measures something else.
      if (Number(d.rows[0]!.count) !== BATCH || Number(c.rows[0]!.count) !== BATCH) {
        throw new Error(`batch ${first}: ${d.rows[0]!.count} debits, ${c.rows[0]!.count} credits`);
      }
    }
    return backendMs() - before;
  };
  await run('warm', 640);
  const ms = await run('measured', PAIRS);
  console.log(
    `seamless functions: backend CPU ${(ms / (2 * PAIRS)).toFixed(3)} ms a call over ` +
      `${2 * PAIRS} calls (batches of ${BATCH}, a commit each)`,
  );
} finally {
  await client.end().catch(() => undefined);
  await db.close();
  await database.drop();
}
