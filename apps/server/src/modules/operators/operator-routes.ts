import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
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
import { ipRateLimit } from '../../http/rate-limit';
import { decideWithdrawal } from '../cashier/decide-withdrawal';
import { forceReceipt } from '../cashier/force-receipt';
import { listWithdrawalRecords } from '../cashier/list-cashier-records';
import { decideDeposit, listDepositsForReview } from '../cashier/review-deposits';
import { withdrawalView } from '../cashier/withdrawal-view';
import { decideAdjustment, listAdjustments, requestAdjustment } from './adjust-balance';
import { listMemberTransfers } from './list-member-transfers';
import { logInOperator, logOutOperator } from './operator-session';
import { opsRoutes } from './ops-route';

/** The operator API under /ops: login, cashier review, adjustments, member transfers. */
export function operatorRoutes(app: FastifyInstance, deps: AppDeps) {
  const ops = opsRoutes(app, ['operators']);
  const db = deps.db;
  const loginLimit = ipRateLimit(
    deps.shared,
    () => ({ name: 'ops-login-ip', max: 20, windowMs: 60_000 }),
    deps.now,
  );

  ops.post('/ops/session/login', {
    summary: 'Operator login',
    permission: 'public',
    body: logInOperatorRequest,
    response: logInOperatorResponse,
    preHandler: [loginLimit],
    handler: async ({ request, body }) =>
      logInOperator({ db, merchant: request.merchant, ...body, ip: request.ip, nowMs: deps.now() }),
  });
  ops.post('/ops/session/logout', {
    permission: 'session.self',
    response: z.null(),
    handler: async ({ request }) => {
      await logOutOperator({ db, session: request.operatorSession!, ip: request.ip });
      return null;
    },
  });
  ops.get('/ops/session/me', {
    permission: 'session.self',
    response: operatorInfo,
    handler: async ({ actor: { operator } }) => ({
      id: Number(operator.id),
      username: operator.username,
      role: operator.role,
      totpEnabled: operator.totpEnabled,
    }),
  });

  ops.get('/ops/deposits', {
    permission: 'cashier.view',
    querystring: listDepositsForReviewQuery,
    response: listDepositsForReviewResponse,
    handler: async ({ actor, query }) =>
      listDepositsForReview({
        db,
        merchantId: actor.merchantId,
        ...query,
        memberId: query.memberId !== undefined ? BigInt(query.memberId) : undefined,
      }),
  });
  for (const decision of ['confirm', 'reject'] as const) {
    ops.post(`/ops/deposits/:orderNo/${decision}`, {
      permission: 'cashier.review',
      params: orderParams,
      body: decision === 'reject' ? reasonRequired : decisionRequest,
      response: depositDecisionResponse,
      handler: async ({ actor, params, body }) =>
        decideDeposit({ db, ...actor, orderNo: params.orderNo, decision, reason: body.reason }),
    });
  }

  ops.get('/ops/withdrawals', {
    permission: 'cashier.view',
    querystring: listWithdrawalsForReviewQuery,
    response: listWithdrawalsForReviewResponse,
    handler: async ({ actor, query }) =>
      listWithdrawalRecords({
        sql: db,
        merchantId: actor.merchantId,
        memberId: query.memberId !== undefined ? BigInt(query.memberId) : undefined,
        status: query.status,
        ...(query.confirmation ? { confirmation: [query.confirmation] } : {}),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      }),
  });
  for (const decision of ['approve', 'reject'] as const) {
    ops.post(`/ops/withdrawals/:orderNo/${decision}`, {
      permission: 'cashier.review',
      params: orderParams,
      body: decision === 'reject' ? reasonRequired : decisionRequest,
      response: withdrawalDecisionResponse,
      handler: async ({ actor, params, body }) =>
        withdrawalView(
          await decideWithdrawal({
            db,
            ...actor,
            orderNo: params.orderNo,
            decision,
            reason: body.reason,
            nowMs: deps.now(),
          }),
        ),
    });
  }
  ops.post('/ops/withdrawals/:orderNo/force-received', {
    permission: 'cashier.review',
    params: orderParams,
    body: reasonRequired,
    response: withdrawalDecisionResponse,
    handler: async ({ actor, params, body }) =>
      withdrawalView(
        await forceReceipt({ db, ...actor, orderNo: params.orderNo, reason: body.reason }),
      ),
  });

  ops.post('/ops/adjustments', {
    permission: 'adjustments.request',
    body: adjustBalanceRequest,
    response: adjustBalanceResponse,
    handler: async ({ request, actor, body }) =>
      requestAdjustment({
        db,
        merchant: request.merchant,
        operator: actor.operator,
        memberId: BigInt(body.memberId),
        amount: body.amount,
        reason: body.reason,
        idempotencyKey: body.idempotencyKey,
        ip: actor.ip,
      }),
  });
  ops.get('/ops/adjustments', {
    permission: 'adjustments.view',
    querystring: listAdjustmentsQuery,
    response: listAdjustmentsResponse,
    handler: async ({ actor, query }) =>
      listAdjustments({ sql: db, merchantId: actor.merchantId, status: query.status }),
  });
  for (const decision of ['approve', 'reject'] as const) {
    ops.post(`/ops/adjustments/:id/${decision}`, {
      permission: 'adjustments.decide',
      params: adjustmentParams,
      response: adjustBalanceResponse,
      handler: async ({ request, actor, params }) =>
        decideAdjustment({
          db,
          merchant: request.merchant,
          operator: actor.operator,
          adjustmentId: BigInt(params.id),
          decision,
          ip: actor.ip,
        }),
    });
  }

  ops.get('/ops/members/:memberId/transfers', {
    permission: 'members.view',
    params: memberParams,
    querystring: listMemberTransfersQuery,
    response: listMemberTransfersResponse,
    handler: async ({ request, params, query }) =>
      listMemberTransfers({
        sql: db,
        merchant: request.merchant,
        memberId: BigInt(params.memberId),
        ...query,
      }),
  });
}
