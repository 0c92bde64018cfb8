import Fastify from 'fastify';
import {
  bodyTimestampMatches,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  verifySignature,
} from '@wl/contract/vendor-wallet/signature';
import { vendorWalletErrors, type VendorWalletErrorCode } from '@wl/contract/vendor-wallet/error-codes';

/**
 * A tiny in-memory platform speaking the seamless wallet protocol, for the house's own tests
 * only (the real one lives in apps/server). It checks signatures, keeps balances, is idempotent
 * by txId, keeps tombstones, and can be told to misbehave: fail with a 500, or apply a call and
 * then lose the answer (the vendor sees a timeout).
 */
export interface FakeMember {
  token: string;
  memberRef: string;
  currency: string;
  balanceMinor: bigint;
  tokenExpiresAt: number;
  locked?: boolean;
}

type Fault = 'http500' | 'applyThenHang' | 'hang';
type Bet = { memberRef: string; amount: bigint; state: 'debited' | 'credited' | 'rolledback' };

export async function startFakePlatform(options: { secret: string; now?: () => number }) {
  const now = options.now ?? Date.now;
  const members = new Map<string, FakeMember>();
  const answers = new Map<string, { status: number; body: unknown }>();
  const bets = new Map<string, Bet>();
  const tombstones = new Set<string>();
  const faults: { path: string; fault: Fault; times: number }[] = [];
  const calls: { path: string; txId?: string; requestId: string; timestamp: number }[] = [];
  const app = Fastify({ logger: false });
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    (req as unknown as { raw2: string }).raw2 = body as string;
    done(null, JSON.parse(body as string));
  });

  const refuse = (code: VendorWalletErrorCode, value: unknown = null) => ({
    status: vendorWalletErrors[code].status,
    body: { success: false, message: code, value, errorCode: code },
  });
  const okAnswer = (value: unknown) => ({ status: 200, body: { success: true, message: '', value } });
  const memberByRef = (ref: string) => [...members.values()].find((m) => m.memberRef === ref);

  function handle(path: string, b: Record<string, string>): { status: number; body: unknown } {
    if (path === 'authenticate' || path === 'balance') {
      const m = members.get(b.token ?? '');
      if (!m) return refuse('INVALID_TOKEN');
      if (path === 'authenticate' && m.tokenExpiresAt <= now()) return refuse('TOKEN_EXPIRED');
      return okAnswer({ memberRef: m.memberRef, currency: m.currency, balanceMinor: m.balanceMinor.toString(),
        displayName: `pl***${m.memberRef.slice(-2)}`, language: 'EN', tokenExpiresAt: m.tokenExpiresAt });
    }
    const previous = answers.get(b.txId ?? '');
    const m = memberByRef(b.memberRef ?? '');
    if (previous) {
      const value = (previous.body as { value: Record<string, unknown> }).value;
      if (!(previous.body as { success: boolean }).success) return previous;
      return { status: 200, body: { success: true, message: '', value: { ...value, balanceMinor: m?.balanceMinor.toString(), replayed: true } } };
    }
    if (!m) return refuse('INVALID_TOKEN');
    if (b.currency !== m.currency) return refuse('CURRENCY_MISMATCH');
    const tx = (extra: object = {}) => okAnswer({ txId: b.txId, platformTxId: `p-${b.txId}`, memberRef: m.memberRef,
      currency: m.currency, balanceMinor: m.balanceMinor.toString(), replayed: false, ...extra });
    if (path === 'debit') {
      if (members.get(b.token ?? '') !== m) return refuse('INVALID_TOKEN');
      if (m.tokenExpiresAt <= now()) return refuse('TOKEN_EXPIRED');
      if (m.locked) return refuse('ACCOUNT_LOCKED');
      if (tombstones.has(b.txId ?? '')) return refuse('BET_ALREADY_ROLLED_BACK');
      const amount = BigInt(b.amountMinor ?? '0');
      if (m.balanceMinor < amount) return refuse('INSUFFICIENT_FUNDS', { balanceMinor: m.balanceMinor.toString(), currency: m.currency });
      m.balanceMinor -= amount;
      bets.set(b.txId ?? '', { memberRef: m.memberRef, amount, state: 'debited' });
      return tx();
    }
    const bet = bets.get(b.betTxId ?? '');
    if (path === 'credit' && b.freeSpin) {
      // A free spin's win: no debit; the txId is the spin's own (kept in `answers` below).
      m.balanceMinor += BigInt(b.amountMinor ?? '0');
      return tx();
    }
    if (path === 'credit') {
      if (!bet || bet.memberRef !== m.memberRef) return refuse('BET_NOT_FOUND');
      if (bet.state === 'rolledback') return refuse('BET_ALREADY_ROLLED_BACK');
      bet.state = 'credited';
      m.balanceMinor += BigInt(b.amountMinor ?? '0');
      return tx();
    }
    if (!bet) {
      tombstones.add(b.betTxId ?? '');
      return tx({ tombstone: true });
    }
    if (bet.state === 'credited') return refuse('BET_ALREADY_SETTLED');
    if (bet.state === 'rolledback') return refuse('BET_ALREADY_ROLLED_BACK');
    bet.state = 'rolledback';
    m.balanceMinor += bet.amount;
    return tx({ tombstone: false });
  }

  app.post<{ Params: { path: string } }>('/v1/:path', async (request, reply) => {
    const raw = (request as unknown as { raw2: string }).raw2;
    const check = verifySignature({ secret: options.secret, rawBody: raw, signature: request.headers[SIGNATURE_HEADER],
      timestamp: request.headers[TIMESTAMP_HEADER], nowMs: now() });
    if (!check.ok) return reply.status(401).send(refuse(check.code).body);
    if (!bodyTimestampMatches(request.body, check.timestampMs)) return reply.status(401).send(refuse('INVALID_SIGNATURE').body);
    const b = request.body as Record<string, string>;
    const path = request.params.path;
    calls.push({ path, ...(b.txId ? { txId: b.txId } : {}), requestId: b.requestId ?? '', timestamp: Number(b.timestamp) });
    const fault = faults.find((f) => f.path === path && f.times > 0);
    if (fault) fault.times--;
    if (fault?.fault === 'http500') return reply.status(500).send(refuse('INTERNAL_ERROR').body);
    if (fault?.fault === 'hang') return new Promise(() => undefined);
    const answer = handle(path, b);
    if (b.txId && path !== 'authenticate' && path !== 'balance') {
      const body = answer.body as { success: boolean; errorCode?: string };
      // Refusals that depend on the moment (funds, expiry) are not kept; results are.
      if (body.success || body.errorCode === 'BET_ALREADY_ROLLED_BACK' || body.errorCode === 'BET_NOT_FOUND') answers.set(b.txId, answer);
    }
    if (fault?.fault === 'applyThenHang') return new Promise(() => undefined);
    return reply.status(answer.status).send(answer.body);
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    members,
    bets,
    tombstones,
    calls,
    addMember(m: FakeMember) {
      members.set(m.token, m);
      return m;
    },
    fail(path: string, fault: Fault, times = 1) {
      faults.push({ path, fault, times });
    },
    clearFaults() {
      faults.length = 0;
    },
    close: async () => {
      // Hanging requests would keep close() waiting: drop their sockets.
      app.server.closeAllConnections();
      await app.close();
    },
  };
}

export type FakePlatform = Awaited<ReturnType<typeof startFakePlatform>>;
