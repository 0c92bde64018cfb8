import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { authenticatePlayerRequest } from '@wl/contract/vendor-wallet/authenticate-player';
import { creditWinRequest } from '@wl/contract/vendor-wallet/credit-win';
import { debitBetRequest } from '@wl/contract/vendor-wallet/debit-bet';
import { getBalanceRequest } from '@wl/contract/vendor-wallet/get-balance';
import {
  isVendorWalletErrorCode,
  vendorWalletErrors,
} from '@wl/contract/vendor-wallet/error-codes';
import { rollbackBetRequest } from '@wl/contract/vendor-wallet/rollback-bet';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import { authenticatePlayer } from './authenticate-player';
import { creditWin } from './credit-win';
import { debitBet } from './debit-bet';
import { getPlayerBalance } from './get-player-balance';
import { walletCalls } from '../metrics/metrics';
import { recordRefusal } from './record-refusal';
import { rollbackBet } from './rollback-bet';
import { integrationCache, verifyVendorCall } from './verify-vendor-call';
import type { WalletCallContext } from './wallet-common';

export const VENDOR_WALLET_PREFIX = '/vendor-wallet/v1';
/** The largest signed body accepted; a larger one is INVALID_REQUEST (final, documented). */
export const WALLET_BODY_LIMIT_BYTES = 65_536;

type Call<S extends z.ZodType> = {
  schema: S;
  run: (ctx: WalletCallContext & { request: z.infer<S> }) => Promise<unknown>;
};
const call = <S extends z.ZodType>(c: Call<S>) => c as unknown as Call<z.ZodType>;

const CALLS: Record<string, Call<z.ZodType>> = {
  authenticate: call({ schema: authenticatePlayerRequest, run: authenticatePlayer }),
  balance: call({ schema: getBalanceRequest, run: getPlayerBalance }),
  debit: call({ schema: debitBetRequest, run: debitBet }),
  credit: call({
    schema: creditWinRequest,
    run: (c) =>
      creditWin({ ...c, request: { ...c.request, roundClosed: c.request.roundClosed ?? true } }),
  }),
  rollback: call({ schema: rollbackBetRequest, run: rollbackBet }),
};

/**
 * The seamless wallet a vendor calls (docs/vendor-wallet-api.md). An encapsulated plugin keeps
 * the body as raw text, because the signature covers the exact bytes received; its answers and
 * refusals use the protocol's own error codes, and every refusal is audited.
 */
export async function vendorWalletRoutes(app: FastifyInstance, deps: AppDeps) {
  const findIntegration = integrationCache(deps.db);
  await app.register(
    async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser(
        '*',
        { parseAs: 'string', bodyLimit: WALLET_BODY_LIMIT_BYTES },
        (_req, body, done) => {
          done(null, body);
        },
      );
      // Failures before the handler (an oversized body) still answer in the protocol's codes:
      // a vendor treats an unlisted code as "outcome unknown" and would retry a call that can
      // never succeed.
      scope.setErrorHandler(async (error, request, reply) => {
        const name = request.routeOptions.url?.split('/').pop() ?? '';
        const code =
          (error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'INVALID_REQUEST'
            : error;
        return refuse(deps, { request, reply, name, merchantId: null, rawBody: '', error: code });
      });
      for (const [name, entry] of Object.entries(CALLS)) {
        scope.post(`/${name}`, { schema: { hide: true } }, async (request, reply) =>
          handle(deps, findIntegration, name, entry, request, reply),
        );
      }
    },
    { prefix: VENDOR_WALLET_PREFIX },
  );
}

async function handle(
  deps: AppDeps,
  findIntegration: ReturnType<typeof integrationCache>,
  name: string,
  entry: Call<z.ZodType>,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const rawBody = typeof request.body === 'string' ? request.body : '';
  let merchantId: bigint | null = null;
  try {
    const merchant = await deps.merchants
      .resolve({ header: request.headers.merchant, host: undefined })
      .catch(() => Promise.reject(new AppError('INVALID_SIGNATURE')));
    merchantId = merchant.id;
    const nowMs = deps.now();
    const { vendor, body } = await verifyVendorCall({
      rawBody,
      headers: request.headers,
      schema: entry.schema,
      nowMs,
      findVendor: (code) => findIntegration(merchant.id, code),
    });
    const value = await entry.run({ db: deps.db, vendor, nowMs, request: body });
    const replayed = (value as { replayed?: unknown } | null)?.replayed === true;
    walletCalls.inc({ call: name, outcome: replayed ? 'replayed' : 'ok' });
    return reply.send({ success: true, message: '', value });
  } catch (error) {
    return refuse(deps, { request, reply, name, merchantId, rawBody, error });
  }
}

/** Answers a refusal in the protocol's codes and audits it; anything unexpected is INTERNAL_ERROR. */
async function refuse(
  deps: AppDeps,
  o: {
    request: FastifyRequest;
    reply: FastifyReply;
    name: string;
    merchantId: bigint | null;
    rawBody: string;
    error: unknown;
  },
) {
  const { request, error } = o;
  const given = typeof error === 'string' ? error : (error as AppError).code;
  const code = isVendorWalletErrorCode(given) ? given : 'INTERNAL_ERROR';
  walletCalls.inc({ call: o.name, outcome: code });
  if (code === 'INTERNAL_ERROR') request.log.error({ err: error }, 'vendor wallet call failed');
  const value = error instanceof AppError && code === 'INSUFFICIENT_FUNDS' ? error.value : null;
  await recordRefusal({
    db: deps.db,
    merchantId: o.merchantId,
    call: o.name,
    code,
    rawBody: o.rawBody,
    headers: request.headers,
    ip: request.ip,
  }).catch((err: unknown) => request.log.error({ err }, 'vendor wallet audit failed'));
  const status = vendorWalletErrors[code].status;
  return o.reply.status(status).send({ success: false, message: code, value, errorCode: code });
}
