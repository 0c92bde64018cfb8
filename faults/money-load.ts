import { encryptPayload } from '@wl/contract/crypto/encrypt-payload';
import type { SessionKey } from '@wl/contract/crypto/encrypted-body';
import type { Db } from '../apps/server/src/db/db';
import {
  memberWithMoney,
  PAYMENT_PASSWORD,
} from '../apps/server/src/modules/cashier/cashier-test-support';
import { signSandboxCallback } from '../apps/server/src/providers/payment/sandbox-signature';
import {
  prepareSeamlessWorkload,
  type SignedCall,
} from '../apps/server/src/modules/vendor-wallet/bench-support';
import { HOUSE_VENDOR_CODE } from '../apps/server/src/modules/vendor-wallet/house-defaults';

/**
 * The money traffic of the faults suite and the soak: bets and wins through the seamless
 * wallet, deposits (order + the gateway's signed "paid" callback) and withdrawal requests, each
 * with a key of its own so it can be retried, and the ledger key that proves it happened.
 */
export type OpKind = 'bet' | 'win' | 'deposit' | 'withdrawal';

export interface Op {
  kind: OpKind;
  /** Which round of the mix it belongs to (its player and amounts follow from it). */
  index: number;
  /** The client's idempotency key (seamless txId, deposit/withdrawal idempotencyKey). */
  key: string;
  /** Answered with success at least once (during the load or on retry). */
  done: boolean;
  /** Seen failing or timing out at least once. */
  failedOnce: boolean;
  orderNo?: string;
}

export interface Outcome {
  ok: boolean;
  ms: number;
  status: number;
}

export const REQUEST_TIMEOUT_MS = 4_000;

async function send(
  base: string,
  init: { method: string; url: string; headers?: Record<string, string>; body?: string },
) {
  const started = performance.now();
  try {
    const r = await fetch(base + init.url, {
      method: init.method,
      headers: init.headers,
      body: init.body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await r.text();
    let json: { success?: boolean; value?: Record<string, unknown> } = {};
    try {
      json = JSON.parse(text);
    } catch {
      /* not the envelope: outcome unknown */
    }
    return { status: r.status, json, ms: performance.now() - started };
  } catch {
    return {
      status: 0,
      json: {} as { success?: boolean; value?: Record<string, unknown> },
      ms: performance.now() - started,
    };
  }
}

const signed = (base: string, c: SignedCall) =>
  send(base, {
    method: 'POST',
    url: c.url,
    headers: { ...c.headers, 'content-type': 'application/json' },
    body: c.payload,
  });

export async function prepareMoneyLoad(db: Db, options: { players: number; runId: string }) {
  await db.query(
    `UPDATE cashier_settings SET turnover_multiple_bps = 0, withdraw_daily_max_count = 100000,
       withdraw_daily_max_minor = 100000000000`,
  );
  // The demo seed's VIP levels cap daily withdrawals too; the load measures exactly-once, not caps.
  await db.query('UPDATE vip_levels SET daily_withdrawal_limit_minor = NULL');
  const seamless = await prepareSeamlessWorkload({
    db,
    players: options.players,
    fundMinor: 1_000_000_00n,
    runId: options.runId,
  });
  const cashiers: Awaited<ReturnType<typeof memberWithMoney>>[] = [];
  for (let i = 0; i < options.players; i++) {
    cashiers.push(await memberWithMoney(db, { amountMinor: 1_000_000_00n }));
  }
  const gatewaySecret = (
    await db.query<{ gateway_secret: string }>(
      `SELECT gateway_secret FROM payment_channels WHERE vendor_id = 'SANDBOX-PG'`,
    )
  ).rows[0]!.gateway_secret;
  const merchantId = cashiers[0]!.merchantId;
  const cards = new Map<bigint, number>();

  async function sealed(
    base: string,
    member: { headers: Record<string, string> },
    method: string,
    url: string,
    body: Record<string, unknown>,
  ) {
    const key = await send(base, {
      method: 'GET',
      url: '/wps/session/key',
      headers: { merchant: 'DEMO' },
    });
    if (key.status !== 200) return key;
    const payload = await encryptPayload(body, key.json.value as unknown as SessionKey);
    return send(base, {
      method,
      url,
      headers: { ...member.headers, merchant: 'DEMO', 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
  }

  /** Each cashier member's bank card (added once, before the load). */
  async function addCards(base: string) {
    for (const m of cashiers) {
      const r = await sealed(base, m, 'PUT', '/wps/member/bankCard', {
        cardType: 'BC',
        bankCode: 'BDO',
        accountName: 'Faults Suite',
        accountNumber: `00${String(m.memberId).padStart(10, '0')}`,
        password: PAYMENT_PASSWORD,
      });
      if (r.status !== 200) throw new Error(`bank card: ${r.status} ${JSON.stringify(r.json)}`);
      cards.set(m.memberId, Number(r.json.value!.bankCardId));
    }
  }

  /** Sends (or re-sends) one operation once; true when the platform answered success. */
  async function attempt(op: Op, base: string): Promise<Outcome> {
    const i = op.index;
    let r: Awaited<ReturnType<typeof send>>;
    if (op.kind === 'bet' || op.kind === 'win') {
      // Signed anew on each attempt (fresh timestamp), same txId.
      const [bet, win] = seamless.betAndWin(i);
      r = await signed(base, op.kind === 'bet' ? bet : win);
    } else if (op.kind === 'deposit') {
      const m = cashiers[i % cashiers.length]!;
      r = await send(base, {
        method: 'POST',
        url: '/wps/relay/MCSFE_depositByLaunchUrl',
        headers: { ...m.headers, merchant: 'DEMO', 'content-type': 'application/json' },
        body: JSON.stringify({ amount: '100.00', vendorId: 'SANDBOX-PG', idempotencyKey: op.key }),
      });
      if (r.status === 200 && r.json.success) {
        op.orderNo = String(r.json.value!.orderNo);
        const raw = JSON.stringify({
          orderNo: op.orderNo,
          gatewayRef: op.key,
          status: 'paid',
          amountMinor: '10000',
          currency: m.currency,
          eventAt: 1,
        });
        r = await send(base, {
          method: 'POST',
          url: '/payment-callback/sandbox',
          headers: {
            'content-type': 'application/json',
            'x-sandbox-signature': signSandboxCallback(gatewaySecret, Date.now(), raw),
          },
          body: raw,
        });
      }
    } else {
      const m = cashiers[i % cashiers.length]!;
      r = await sealed(base, m, 'POST', '/wps/v2/transaction/withdraw', {
        amount: '100',
        bankCardId: cards.get(m.memberId),
        password: PAYMENT_PASSWORD,
        idempotencyKey: op.key,
      });
      if (r.status === 200 && r.json.success) op.orderNo = String(r.json.value!.orderNo);
    }
    const ok = r.status === 200 && r.json.success === true;
    if (ok) op.done = true;
    else op.failedOnce = true;
    return { ok, ms: r.ms, status: r.status };
  }

  /** The ledger transfers that carry an operation's effect (must be exactly one each). */
  async function ledgerCount(op: Op): Promise<number> {
    let key: string | null = null;
    if (op.kind === 'bet' || op.kind === 'win')
      key = `vendor:${HOUSE_VENDOR_CODE}:${merchantId}:${op.key}`;
    else if (op.kind === 'deposit' && op.orderNo) key = `deposit:${op.orderNo}`;
    else if (op.kind === 'withdrawal') {
      const w = await db.query<{ order_no: string }>(
        'SELECT order_no FROM withdrawals WHERE idempotency_key = $1',
        [op.key],
      );
      if (w.rows.length !== 1) return w.rows.length;
      key = `withdrawal:${w.rows[0]!.order_no}:hold`;
    }
    if (!key) return 0;
    const r = await db.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM ledger_transfers WHERE idempotency_key = $1',
      [key],
    );
    return Number(r.rows[0]!.n);
  }

  /** The i-th operation of the mix: a bet and its win, then a deposit or a withdrawal. */
  function opsFor(i: number, runId: string): Op[] {
    const ops: Op[] = [
      { kind: 'bet', key: `${runId}.${i}.d`, index: i, done: false, failedOnce: false },
      { kind: 'win', key: `${runId}.${i}.c`, index: i, done: false, failedOnce: false },
    ];
    if (i % 4 === 0)
      ops.push({
        kind: 'deposit',
        key: `dep-${runId}-${i}`,
        index: i,
        done: false,
        failedOnce: false,
      });
    if (i % 4 === 2)
      ops.push({
        kind: 'withdrawal',
        key: `wd-${runId}-${i}`,
        index: i,
        done: false,
        failedOnce: false,
      });
    return ops;
  }

  return { addCards, attempt, ledgerCount, opsFor };
}
