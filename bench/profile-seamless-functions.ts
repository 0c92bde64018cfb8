/**
 * `node --import tsx bench/profile-seamless-functions.ts`: the CPU one seamless call costs the
 * database backend that runs the batches (ADR 0011: one batch at a time, so this caps the wallet),
 * without the platform or HTTP. One connection sends batches of 32 debits, then the 32 matching
 * credits, as the batcher does: the batch statement itself (batch-statement.ts, built by its own
 * `batchParams`, so the figure follows any change to it), each player's house side on the
 * sub-account its round picks, one statement and one commit each; the backend's CPU is read
 * from /proc before and after. Steadier than `profile-seamless.ts` on a shared machine: one
 * backend, no client process competing inside the measured figure.
 * PROFILE_CALLS sets the bet+win pairs measured (default 6,400, after 640 to warm up).
 */
import pg from 'pg';
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { openPgDb } from '../apps/server/src/db/pg-db';
import { migrate } from '../apps/server/src/db/migrate';
import { seed } from '../apps/server/src/db/seed/seed';
import { prepareSeamlessWorkload } from '../apps/server/src/modules/vendor-wallet/bench-support';
import {
  BATCH_SQL,
  batchParams,
  type BatchedCall,
  type CallFields,
} from '../apps/server/src/modules/vendor-wallet/batch-statement';
import { HOUSE_VENDOR_CODE } from '../apps/server/src/modules/vendor-wallet/house-defaults';
import { houseAccount } from '../apps/server/src/modules/vendor-wallet/wallet-common';
import { hashToken } from '../apps/server/src/modules/sessions/session-token';
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
  const players: (Pick<CallFields, 'merchantId' | 'memberId' | 'currency'> & {
    main: bigint;
    house: bigint;
    tokenHash: Buffer;
  })[] = [];
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
    const house = await houseAccount(db, merchantId, p.currency, {
      memberId: p.memberId,
      roundId: 'profile',
    });
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
  const callHash = createHash('sha256').update('call').digest();
  const now = new Date();
  const send = async (calls: BatchedCall[]) => {
    const r = await client.query({
      name: 'seamless_batch',
      text: BATCH_SQL,
      values: batchParams(calls),
    });
    // Every call must take the one-statement path (a call its function refused has no row), or
    // the figure measures something else.
    if (r.rows.length !== calls.length) {
      throw new Error(`${calls[0]!.fn}: ${r.rows.length} of ${calls.length} calls answered`);
    }
  };
  const run = async (tag: string, pairs: number) => {
    const before = backendMs();
    for (let first = 0; first < pairs; first += BATCH) {
      // Player k of the batch makes call first + k; its bet, win and round ids are unique.
      const common = (k: number, side: string) => {
        const p = players[k]!;
        const id = `${tag}.${first + k}`;
        return {
          merchantId: p.merchantId,
          vendorCode: HOUSE_VENDOR_CODE,
          txId: `${id}.${side}`,
          memberId: p.memberId,
          currency: p.currency,
          roundId: `${id}.round`,
          gameCode: 'lucky-sevens',
          callHash,
          mainAccountId: p.main,
          houseAccountId: p.house,
          transferKey: `profile:${id}.${side}`,
          transferHash,
          metadata: '{}',
        };
      };
      await send(
        players.map((p, k) => ({
          ...common(k, 'bet'),
          amountMinor: 100n,
          fn: 'seamless_debit' as const,
          tokenHash: p.tokenHash,
          now,
        })),
      );
      await send(
        players.map((_, k) => ({
          ...common(k, 'win'),
          amountMinor: 95n,
          fn: 'seamless_credit' as const,
          betTxId: `${tag}.${first + k}.bet`,
          roundClosed: true,
        })),
      );
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
