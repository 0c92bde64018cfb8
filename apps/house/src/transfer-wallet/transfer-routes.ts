import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  TRANSFER_PATHS,
  transferBalanceRequest,
  transferRequest,
} from '@wl/contract/vendor-wallet/transfer-wallet';
import type { HouseDeps } from '../house-deps';
import { failure, ok } from '../http/house-error';
import { verifyRequest } from '../launch/launch-routes';
import { applyPlatformTransfer, walletBalance } from './transfer-book-store';

/**
 * The house as a transfer-wallet vendor (docs/vendor-wallet-api.md, "Transfer wallet"): the
 * platform, signed as `deps.transferVendorCode`, moves a member's money in and out of the
 * house's book and reads it. Each move is idempotent by the platform's transferId.
 */
export function transferWalletRoutes(app: FastifyInstance, deps: HouseDeps) {
  const move = (kind: 'deposit' | 'withdraw') => async (request: FastifyRequest, reply: FastifyReply) => {
    const refused = checkCall(deps, request, reply);
    if (refused) return refused;
    const parsed = transferRequest.safeParse(request.body);
    if (!parsed.success || parsed.data.vendorCode !== deps.transferVendorCode) {
      return reply.status(400).send(failure('INVALID_REQUEST'));
    }
    const t = parsed.data;
    const amountMinor = BigInt(t.amountMinor);
    const outcome = await applyPlatformTransfer(deps.db, {
      transferId: t.transferId, memberRef: t.memberRef, currency: t.currency, kind, amountMinor,
    });
    if (outcome.kind === 'conflict') return reply.status(409).send(failure('TRANSACTION_CONFLICT'));
    if (outcome.kind === 'insufficient') {
      return reply.status(402).send(failure('INSUFFICIENT_FUNDS', { balanceMinor: outcome.balanceMinor.toString(), currency: t.currency }));
    }
    return ok({
      transferId: t.transferId, memberRef: t.memberRef, currency: t.currency, amountMinor: t.amountMinor,
      balanceMinor: outcome.balanceMinor.toString(), replayed: outcome.kind === 'replayed',
    });
  };
  app.post(`/${TRANSFER_PATHS.deposit}`, move('deposit'));
  app.post(`/${TRANSFER_PATHS.withdraw}`, move('withdraw'));
  app.post(`/${TRANSFER_PATHS.balance}`, async (request, reply) => {
    const refused = checkCall(deps, request, reply);
    if (refused) return refused;
    const parsed = transferBalanceRequest.safeParse(request.body);
    if (!parsed.success || parsed.data.vendorCode !== deps.transferVendorCode) {
      return reply.status(400).send(failure('INVALID_REQUEST'));
    }
    const { memberRef, currency } = parsed.data;
    return ok({ memberRef, currency, balanceMinor: (await walletBalance(deps.db, { memberRef, currency })).toString() });
  });
}

function checkCall(deps: HouseDeps, request: FastifyRequest, reply: FastifyReply) {
  const check = verifyRequest(deps, request);
  return check === null ? null : reply.status(401).send(failure(check));
}
