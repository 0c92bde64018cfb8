import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../apps/server/src/db/db';
import { migrate } from '../apps/server/src/db/migrate';
import { openPgDb } from '../apps/server/src/db/pg-db';
import { seed } from '../apps/server/src/db/seed/seed';
import { memberWithMoney } from '../apps/server/src/modules/cashier/cashier-test-support';
import { signSandboxCallback } from '../apps/server/src/providers/payment/sandbox-signature';
import { apiNode, type ApiNode } from './node-processes';
import { nginxInstalled, startPrivateNginx, type PrivateNginx } from './private-nginx';
import {
  freePort,
  privateRedis,
  startPrivatePostgres,
  type PrivatePostgres,
  type PrivateRedis,
} from './private-services';

if (!nginxInstalled) console.warn('behind nginx: nginx is not installed, suite skipped');

/**
 * Two API nodes behind nginx running the configuration we ship (deploy/nginx/platform.conf,
 * ADR 0031): health and the private metrics path, a signed-in page's live events stream passed
 * on unbuffered while the money moves through whichever node nginx picks (the event crosses
 * nodes through Redis, ADR 0037), and reads that keep answering while one node is killed.
 */
describe.skipIf(!nginxInstalled)('two API nodes behind nginx (the shipped configuration)', () => {
  let pg: PrivatePostgres;
  let redis: PrivateRedis;
  let db: Db;
  let nginx: PrivateNginx;
  const nodes: ApiNode[] = [];

  beforeAll(async () => {
    pg = await startPrivatePostgres();
    redis = await privateRedis();
    await redis.start();
    db = openPgDb(pg.url, { max: 4 });
    await migrate(db);
    await seed(db, { APP_ENV: 'development' });
    for (let i = 0; i < 2; i++) {
      nodes.push(
        apiNode({ PORT: String(await freePort()), DATABASE_URL: pg.url, REDIS_URL: redis.url }),
      );
    }
    await Promise.all(nodes.map((n) => n.start()));
    nginx = await startPrivateNginx(
      await freePort(),
      nodes.map((n) => n.port),
    );
  }, 120_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(nodes.map((n) => n.stop().catch(() => undefined)));
    await db?.close().catch(() => undefined);
    await redis?.kill();
    pg?.stop();
  });

  it('answers health through the proxy and keeps /metrics private', async () => {
    expect((await fetch(`${nginx.url}/readyz`)).status).toBe(200);
    expect((await fetch(`${nginx.url}/metrics`)).status).toBe(404);
  });

  it('streams a deposit’s balance event to the page through nginx, whichever node paid it', async () => {
    const m = await memberWithMoney(db, { amountMinor: 100_00n });
    const headers = { ...m.headers, merchant: 'DEMO' };
    const abort = new AbortController();
    const response = await fetch(`${nginx.url}/wps/events`, { headers, signal: abort.signal });
    expect(response.status).toBe(200);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let seen = '';
    const count = (event: string) => seen.split(`event: ${event}\n`).length - 1;
    // Reads until the stream has carried `times` events of the kind; the whole stream so far
    // goes in the error on one line, so CI's one-line failure report shows it.
    const waitFor = async (event: string, times: number) => {
      const deadline = Date.now() + 10_000;
      while (count(event) < times) {
        const late = new Promise<'late'>((r) => setTimeout(r, deadline - Date.now(), 'late'));
        const read = await Promise.race([reader.read(), late]);
        if (read === 'late') {
          throw new Error(`no ${event} event #${times} in 10 s; got ${JSON.stringify(seen)}`);
        }
        if (read.done) throw new Error(`stream closed; got ${JSON.stringify(seen)}`);
        seen += read.value;
      }
    };
    // Unbuffered: the first event arrives while the stream stays open.
    await waitFor('ready', 1);

    const secret = (
      await db.query<{ gateway_secret: string }>(
        `SELECT gateway_secret FROM payment_channels WHERE vendor_id = 'SANDBOX-PG'`,
      )
    ).rows[0]!.gateway_secret;
    // Several deposits, so both nodes (least_conn) get to pay some of them.
    for (let i = 0; i < 4; i++) {
      const order = await fetch(`${nginx.url}/wps/relay/MCSFE_depositByLaunchUrl`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          amount: '50.00',
          vendorId: 'SANDBOX-PG',
          idempotencyKey: `nginx-deposit-${i}-${m.memberId}`,
        }),
      }).then((r) => r.json());
      expect(order, JSON.stringify(order)).toMatchObject({ success: true });
      const raw = JSON.stringify({
        orderNo: order.value.orderNo,
        gatewayRef: `nginx-deposit-${i}-${m.memberId}`,
        status: 'paid',
        amountMinor: '5000',
        currency: m.currency,
        eventAt: 1,
      });
      const paid = await fetch(`${nginx.url}/payment-callback/sandbox`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-sandbox-signature': signSandboxCallback(secret, Date.now(), raw),
        },
        body: raw,
      });
      expect(paid.status).toBe(200);
      expect(await paid.json()).toMatchObject({ success: true, value: { outcome: 'credited' } });
      await waitFor('balance', i + 1);
    }
    abort.abort();
    const balance = await fetch(`${nginx.url}/wps/v2/wallets/balance?typeId=0`, { headers }).then(
      (r) => r.json(),
    );
    expect(balance.success).toBe(true);
    expect(Number(balance.value.sumBalance)).toBe(300);
  });

  it('keeps answering reads while one node is killed', async () => {
    const m = await memberWithMoney(db, { amountMinor: 1n });
    const headers = { ...m.headers, merchant: 'DEMO' };
    await nodes[0]!.kill();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push(
        (await fetch(`${nginx.url}/wps/v2/wallets/balance?typeId=0`, { headers })).status,
      );
    }
    // nginx passes a failed GET on to the live node (proxy_next_upstream error).
    expect(statuses.every((s) => s === 200)).toBe(true);
    await nodes[0]!.start();
    expect((await fetch(`${nginx.url}/readyz`)).status).toBe(200);
  });
});
