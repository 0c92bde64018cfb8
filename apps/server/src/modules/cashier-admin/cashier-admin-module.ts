import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  disableBankCardRequest,
  bankCardView,
  idParams,
  listPaymentChannelsResponse,
  paymentChannelView,
  searchBankCardsQuery,
  searchBankCardsResponse,
  updatePaymentChannelRequest,
  withdrawalProofsResponse,
} from '@wl/contract/cashier/ops-cashier-setup';
import { orderParams } from '@wl/contract/operators/review-cashier';
import type { AppModule } from '../../app';
import { AppError } from '../../http/app-error';
import { opsRoutes } from '../operators/ops-route';
import { disableBankCard, searchBankCards } from './bank-cards';
import { selectProofContent, selectProofs } from './cashier-admin-store';
import { listPaymentChannels, setPaymentChannel } from './payment-channels';

/**
 * Cashier set-up for operators: deposit channels (limits, switch, order), members' payout
 * accounts (search, disable) and the proof images of disputed withdrawal receipts. The
 * dispute itself is resolved by the review queue's force-received call.
 */
export const cashierAdminModule: AppModule = {
  name: 'cashier-admin',
  routes(app, deps) {
    const ops = opsRoutes(app, ['back office']);
    ops.get('/ops/payment-channels', {
      permission: 'cashier.view',
      response: listPaymentChannelsResponse,
      handler: async ({ actor, request }) =>
        listPaymentChannels({
          sql: deps.db,
          merchantId: actor.merchantId,
          currency: request.merchant.currency,
        }),
    });
    ops.post('/ops/payment-channels/:id', {
      permission: 'cashier.channels',
      params: idParams,
      body: updatePaymentChannelRequest,
      response: paymentChannelView,
      handler: async ({ actor, params, body, request }) =>
        setPaymentChannel({
          db: deps.db,
          actor,
          currency: request.merchant.currency,
          channelId: BigInt(params.id),
          change: body,
        }),
    });
    ops.get('/ops/bank-cards', {
      permission: 'cashier.view',
      querystring: searchBankCardsQuery,
      response: searchBankCardsResponse,
      handler: async ({ actor, query }) =>
        searchBankCards({ sql: deps.db, merchantId: actor.merchantId, query }),
    });
    ops.post('/ops/bank-cards/:id/disable', {
      permission: 'cashier.cards',
      params: idParams,
      body: disableBankCardRequest,
      response: bankCardView,
      handler: async ({ actor, params, body }) =>
        disableBankCard({ db: deps.db, actor, cardId: BigInt(params.id), reason: body.reason }),
    });
    ops.get('/ops/withdrawals/:orderNo/proofs', {
      permission: 'cashier.view',
      params: orderParams,
      response: withdrawalProofsResponse,
      handler: async ({ actor, params }) => {
        const rows = await selectProofs(deps.db, actor.merchantId, params.orderNo);
        if (!rows) throw new AppError('withdrawal_not_found');
        return {
          proofs: rows.map((p) => ({
            id: Number(p.id),
            mime: p.mime,
            sizeBytes: p.size_bytes,
            createdAt: new Date(p.created_at).getTime(),
          })),
        };
      },
    });
    // The picture itself, not an envelope: the back office shows it as an image.
    app.withTypeProvider<ZodTypeProvider>().get('/ops/withdrawal-proofs/:id', {
      schema: { tags: ['back office'], summary: 'A withdrawal proof image', params: idParams },
      config: { permission: 'cashier.view' },
      handler: async (request, reply) => {
        const merchantId = request.merchant.id;
        const proof = await selectProofContent(deps.db, merchantId, BigInt(request.params.id));
        if (!proof) throw new AppError('not_found');
        return reply
          .header('content-type', proof.mime)
          .header('cache-control', 'private, max-age=86400, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(proof.content);
      },
    });
  },
};
