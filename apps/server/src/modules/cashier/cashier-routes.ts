import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@wl/contract/common/envelope';
import {
  addBankCardRequest,
  addBankCardResponse,
  listBankCardsResponse,
  listWithdrawBanksQuery,
  listWithdrawBanksResponse,
  removeBankCardRequest,
  removeBankCardResponse,
} from '@wl/contract/cashier/bank-cards';
import { getBalanceQuery, getBalanceResponse } from '@wl/contract/cashier/get-balance';
import { processC2CRequest, processC2CResponse } from '@wl/contract/cashier/payment-confirmation';
import {
  transferUplineRequest,
  transferUplineResponse,
} from '@wl/contract/cashier/transfer-upline';
import { listWalletsResponse } from '@wl/contract/cashier/wallets';
import { withdrawRequest, withdrawResponse } from '@wl/contract/cashier/withdraw';
import { jsonBody, serializeEnvelope } from '../../http/json-reply';
import { balanceReplies } from './balance-replies';
import type { AppDeps } from '../../app-deps';
import { ok } from '../../http/envelope';
import { moduleSwitch } from '../../http/relay';
import { clientKey } from './client-key';
import { confirmReceipt, type ReceiptAnswer } from './confirm-receipt';
import { getWalletBalance } from './get-wallet-balance';
import { listWallets } from './list-wallets';
import { money } from './money-edge';
import { addPayoutAccount, listPayoutAccounts, removePayoutAccount } from './payout-accounts';
import { requestWithdrawal } from './request-withdrawal';
import { transferToUpline } from './transfer-to-upline';
import { listWithdrawBanks } from './wallet-setup';
import { withdrawalView } from './withdrawal-view';
import { ENCRYPTED_CALL } from '../../http/encrypted-body';

/** Three proof images of up to 5 MB each, base64 (4/3), plus the JSON around them. */
const PROOF_BODY_LIMIT = 22 * 1024 * 1024;

/** The cashier's own paths (not relays): balance, wallets, withdrawal, payout accounts. */
const encodeBalance = serializeEnvelope(getBalanceResponse);

export function cashierRoutes(app: FastifyInstance, deps: AppDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = deps.db;
  const real = deps.guard({ realAccount: true });
  const balances = balanceReplies({ db, bus: deps.shared });
  app.addHook('onClose', async () => balances.close());

  typed.get('/wps/v2/wallets/balance', {
    schema: {
      tags: ['cashier'],
      summary: 'Wallet balances for the header (trial accounts: play money)',
      querystring: getBalanceQuery,
      response: { 200: envelope(getBalanceResponse) },
    },
    preHandler: [deps.guard()],
    handler: async (r, reply) => {
      const session = r.session!;
      const json = await balances.reply(session, r.merchant, async () =>
        encodeBalance(await getWalletBalance({ db, merchant: r.merchant, memberId: session.memberId })),
      );
      return jsonBody(reply, json);
    },
  });

  typed.get('/wps/wallets', {
    schema: {
      tags: ['cashier'],
      summary: 'My wallet: main and vendor wallets',
      response: { 200: envelope(listWalletsResponse) },
    },
    preHandler: [moduleSwitch('FUNDTRANS3'), real],
    handler: async (r) =>
      ok(await listWallets({ sql: db, merchant: r.merchant, memberId: r.session!.memberId })),
  });

  typed.post('/wps/v2/transaction/withdraw', {
    schema: {
      tags: ['cashier'],
      summary: 'Ask for a withdrawal; the amount is held',
      description: ENCRYPTED_CALL,
      body: withdrawRequest,
      response: { 200: envelope(withdrawResponse) },
    },
    preValidation: [moduleSwitch('MEMBERCENTER3'), real, deps.decryptBody],
    handler: async (r) => {
      const b = r.body;
      const { withdrawal, availableMinor } = await requestWithdrawal({
        db,
        merchant: r.merchant,
        memberId: r.session!.memberId,
        payoutAccountId: BigInt(b.bankCardId),
        amount: b.amount,
        password: b.password,
        idempotencyKey: clientKey(r, b.idempotencyKey),
        nowMs: deps.now(),
        ip: r.ip,
      });
      return ok({
        ...withdrawalView(withdrawal),
        availBalance: money(availableMinor, withdrawal.currency),
      });
    },
  });

  typed.get('/wps/member/bankCard', {
    schema: {
      tags: ['cashier'],
      summary: 'Payout accounts (masked)',
      response: { 200: envelope(listBankCardsResponse) },
    },
    preHandler: [real],
    handler: async (r) => ok(await listPayoutAccounts({ sql: db, memberId: r.session!.memberId })),
  });

  typed.put('/wps/member/bankCard', {
    schema: {
      tags: ['cashier'],
      summary: 'Add a payout account (payment password)',
      description: ENCRYPTED_CALL,
      body: addBankCardRequest,
      response: { 200: envelope(addBankCardResponse) },
    },
    preValidation: [real, deps.decryptBody],
    handler: async (r) => {
      const { password, ...card } = r.body;
      return ok(
        await addPayoutAccount({
          db,
          merchant: r.merchant,
          memberId: r.session!.memberId,
          card,
          password,
          ip: r.ip,
        }),
      );
    },
  });

  typed.post('/wps/member/bankCard/remove', {
    schema: {
      tags: ['cashier'],
      summary: 'Remove a payout account (payment password)',
      description: ENCRYPTED_CALL,
      body: removeBankCardRequest,
      response: { 200: envelope(removeBankCardResponse) },
    },
    preValidation: [real, deps.decryptBody],
    handler: async (r) => {
      await removePayoutAccount({
        db,
        merchant: r.merchant,
        memberId: r.session!.memberId,
        bankCardId: BigInt(r.body.bankCardId),
        password: r.body.password,
        ip: r.ip,
      });
      return ok(null);
    },
  });

  typed.get('/wps/system/withdrawBanks', {
    schema: {
      tags: ['cashier'],
      summary: 'Banks, e-wallets and networks the merchant pays out to',
      querystring: listWithdrawBanksQuery,
      response: { 200: envelope(listWithdrawBanksResponse) },
    },
    handler: async (r) =>
      ok(
        await listWithdrawBanks({ sql: db, merchantId: r.merchant.id, cardType: r.query.cardType }),
      ),
  });

  typed.post('/wps/v2/transaction/transferUpline', {
    schema: {
      tags: ['cashier'],
      summary: 'Send money to the upline agent',
      description: ENCRYPTED_CALL,
      body: transferUplineRequest,
      response: { 200: envelope(transferUplineResponse) },
    },
    preValidation: [moduleSwitch('TRANSFERUPLINE3'), real, deps.decryptBody],
    handler: async (r) =>
      ok(
        await transferToUpline({
          db,
          merchant: r.merchant,
          memberId: r.session!.memberId,
          amount: r.body.amount,
          password: r.body.password,
          idempotencyKey: clientKey(r, r.body.idempotencyKey),
          ip: r.ip,
        }),
      ),
  });

  // A relay name, registered here because proof images need a larger body than relays allow.
  typed.post('/wps/relay/MCSFE_processC2CTransaction', {
    bodyLimit: PROOF_BODY_LIMIT,
    schema: {
      tags: ['relay'],
      summary: 'Confirm receipt of a paid withdrawal',
      body: processC2CRequest,
      response: { 200: envelope(processC2CResponse) },
    },
    preHandler: [moduleSwitch('MEMBERCENTER3'), real],
    handler: async (r) => {
      const b = r.body;
      const answer: ReceiptAnswer =
        b.action === 'received'
          ? { action: 'received', receivedAmount: b.receivedAmount ?? '' }
          : b.action === 'not_received'
            ? { action: 'not_received', proofs: b.proofs }
            : { action: 'fully_received' };
      const w = await confirmReceipt({
        db,
        merchantId: r.merchant.id,
        memberId: r.session!.memberId,
        orderNo: b.orderNo,
        answer,
        ip: r.ip,
      });
      return ok(withdrawalView(w));
    },
  });
}
