import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@wl/contract/common/envelope';
import {
  adjustBalanceRequest,
  adjustBalanceResponse,
  adjustmentParams,
  listAdjustmentsQuery,
  listAdjustmentsResponse,
} from '@wl/contract/operators/adjust-balance';
import {
  listMemberTransfersQuery,
  listMemberTransfersResponse,
  memberParams,
} from '@wl/contract/operators/list-member-transfers';
import {
  logInOperatorRequest,
  logInOperatorResponse,
  operatorInfo,
} from '@wl/contract/operators/log-in-operator';
import {
  decisionRequest,
  depositDecisionResponse,
  listDepositsForReviewQuery,
  listDepositsForReviewResponse,
  listWithdrawalsForReviewQuery,
  listWithdrawalsForReviewResponse,
  orderParams,
  reasonRequired,
  withdrawalDecisionResponse,
} from '@wl/contract/operators/review-cashier';
import type { AppDeps } from '../../app-deps';
import { ok } from '../../http/envelope';
import { ipRateLimit } from '../../http/rate-limit';
import { decideWithdrawal } from '../cashier/decide-withdrawal';
import { forceReceipt } from '../cashier/force-receipt';
import { listWithdrawalRecords } from '../cashier/list-cashier-records';
import { decideDeposit, listDepositsForReview } from '../cashier/review-deposits';
import { withdrawalView } from '../cashier/withdrawal-view';
import { decideAdjustment, listAdjustments, requestAdjustment } from './adjust-balance';
import { listMemberTransfers } from './list-member-transfers';
import { logInOperator, logOutOperator } from './operator-session';

const tags = ['operators'];

/** The operator API under /ops: login, cashier review, adjustments, member transfers. */
export function operatorRoutes(app: FastifyInstance, deps: AppDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = deps.db;
  const loginLimit = ipRateLimit(
    deps.shared,
    () => ({ name: 'ops-login-ip', max: 20, windowMs: 60_000 }),
    deps.now,
  );
  const op = (r: { operatorSession: { operator: { id: bigint } } | null }) =>
    r.operatorSession!.operator;

  typed.post('/ops/session/login', {
    schema: {
      tags,
      summary: 'Operator login',
      body: logInOperatorRequest,
      response: { 200: envelope(logInOperatorResponse) },
    },
    config: { permission: 'public' },
    preHandler: [loginLimit],
    handler: async (r) =>
      ok(
        await logInOperator({
          db,
          merchant: r.merchant,
          username: r.body.username,
          password: r.body.password,
          totpCode: r.body.totpCode,
          ip: r.ip,
          nowMs: deps.now(),
        }),
      ),
  });
  typed.post('/ops/session/logout', {
    schema: { tags, response: { 200: envelope(z.null()) } },
    config: { permission: 'session.self' },
    handler: async (r) => {
      await logOutOperator({ db, session: r.operatorSession!, ip: r.ip });
      return ok(null);
    },
  });
  typed.get('/ops/session/me', {
    schema: { tags, response: { 200: envelope(operatorInfo) } },
    config: { permission: 'session.self' },
    handler: async (r) =>
      ok({
        id: Number(op(r).id),
        username: r.operatorSession!.operator.username,
        role: r.operatorSession!.operator.role,
        totpEnabled: r.operatorSession!.operator.totpEnabled,
      }),
  });

  typed.get('/ops/deposits', {
    schema: {
      tags,
      querystring: listDepositsForReviewQuery,
      response: { 200: envelope(listDepositsForReviewResponse) },
    },
    config: { permission: 'cashier.view' },
    handler: async (r) =>
      ok(await listDepositsForReview({ db, merchantId: r.merchant.id, ...r.query })),
  });
  for (const decision of ['confirm', 'reject'] as const) {
    typed.post(`/ops/deposits/:orderNo/${decision}`, {
      schema: {
        tags,
        params: orderParams,
        body: decision === 'reject' ? reasonRequired : decisionRequest,
        response: { 200: envelope(depositDecisionResponse) },
      },
      config: { permission: 'cashier.review' },
      handler: async (r) =>
        ok(
          await decideDeposit({
            db,
            merchantId: r.merchant.id,
            orderNo: r.params.orderNo,
            decision,
            operatorId: op(r).id,
            reason: r.body.reason,
            ip: r.ip,
          }),
        ),
    });
  }

  typed.get('/ops/withdrawals', {
    schema: {
      tags,
      querystring: listWithdrawalsForReviewQuery,
      response: { 200: envelope(listWithdrawalsForReviewResponse) },
    },
    config: { permission: 'cashier.view' },
    handler: async (r) =>
      ok(
        await listWithdrawalRecords({
          sql: db,
          merchantId: r.merchant.id,
          status: r.query.status,
          ...(r.query.confirmation ? { confirmation: [r.query.confirmation] } : {}),
          pageNo: r.query.pageNo,
          pageSize: r.query.pageSize,
        }),
      ),
  });
  for (const decision of ['approve', 'reject'] as const) {
    typed.post(`/ops/withdrawals/:orderNo/${decision}`, {
      schema: {
        tags,
        params: orderParams,
        body: decision === 'reject' ? reasonRequired : decisionRequest,
        response: { 200: envelope(withdrawalDecisionResponse) },
      },
      config: { permission: 'cashier.review' },
      handler: async (r) =>
        ok(
          withdrawalView(
            await decideWithdrawal({
              db,
              merchantId: r.merchant.id,
              orderNo: r.params.orderNo,
              decision,
              operatorId: op(r).id,
              reason: r.body.reason,
              nowMs: deps.now(),
              ip: r.ip,
            }),
          ),
        ),
    });
  }
  typed.post('/ops/withdrawals/:orderNo/force-received', {
    schema: {
      tags,
      params: orderParams,
      body: reasonRequired,
      response: { 200: envelope(withdrawalDecisionResponse) },
    },
    config: { permission: 'cashier.review' },
    handler: async (r) =>
      ok(
        withdrawalView(
          await forceReceipt({
            db,
            merchantId: r.merchant.id,
            orderNo: r.params.orderNo,
            operatorId: op(r).id,
            reason: r.body.reason,
            ip: r.ip,
          }),
        ),
      ),
  });

  typed.post('/ops/adjustments', {
    schema: {
      tags,
      body: adjustBalanceRequest,
      response: { 200: envelope(adjustBalanceResponse) },
    },
    config: { permission: 'adjustments.request' },
    handler: async (r) =>
      ok(
        await requestAdjustment({
          db,
          merchant: r.merchant,
          operator: r.operatorSession!.operator,
          memberId: BigInt(r.body.memberId),
          amount: r.body.amount,
          reason: r.body.reason,
          idempotencyKey: r.body.idempotencyKey,
          ip: r.ip,
        }),
      ),
  });
  typed.get('/ops/adjustments', {
    schema: {
      tags,
      querystring: listAdjustmentsQuery,
      response: { 200: envelope(listAdjustmentsResponse) },
    },
    config: { permission: 'adjustments.view' },
    handler: async (r) =>
      ok(await listAdjustments({ sql: db, merchantId: r.merchant.id, status: r.query.status })),
  });
  for (const decision of ['approve', 'reject'] as const) {
    typed.post(`/ops/adjustments/:id/${decision}`, {
      schema: {
        tags,
        params: adjustmentParams,
        response: { 200: envelope(adjustBalanceResponse) },
      },
      config: { permission: 'adjustments.decide' },
      handler: async (r) =>
        ok(
          await decideAdjustment({
            db,
            merchant: r.merchant,
            operator: r.operatorSession!.operator,
            adjustmentId: BigInt(r.params.id),
            decision,
            ip: r.ip,
          }),
        ),
    });
  }

  typed.get('/ops/members/:memberId/transfers', {
    schema: {
      tags,
      params: memberParams,
      querystring: listMemberTransfersQuery,
      response: { 200: envelope(listMemberTransfersResponse) },
    },
    config: { permission: 'members.view' },
    handler: async (r) =>
      ok(
        await listMemberTransfers({
          sql: db,
          merchant: r.merchant,
          memberId: BigInt(r.params.memberId),
          ...r.query,
        }),
      ),
  });
}
