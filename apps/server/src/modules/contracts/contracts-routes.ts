import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@wl/contract/common/envelope';
import { getContractHistoryResponse } from '@wl/contract/contracts/contract-income';
import { consolidatedResponse } from '@wl/contract/contracts/consolidated';
import {
  contractIdParams,
  contractSettingsBody,
  contractSettingsView,
  listBillsQuery,
  listBillsResponse,
  listContractsQuery,
  listContractsResponse,
  listPaymentsQuery,
  listPaymentsResponse,
  offerContractBody,
  settleNowResponse,
  terminateBody,
} from '@wl/contract/contracts/operate-contracts';
import { contractView } from '@wl/contract/contracts/process-contract';
import type { AppDeps } from '../../app-deps';
import { ok } from '../../http/envelope';
import { operatorGuard } from '../operators/operator-guard';
import { contractToView } from './contract-edge';
import { selectContractViews } from './contract-view-store';
import { getConsolidated } from './get-consolidated';
import { getContractHistory } from './get-contract-history';
import { getContractSettings, saveContractSettings } from './contract-settings';
import {
  listAllBills,
  listAllContracts,
  listAllPayments,
  offerTopContract,
} from './operate-contracts';
import { runContractSettlement } from './run-contract-settlement';
import { terminateContract } from './terminate-contract';
import './route-permission';

const tags = ['contracts'];

/** The member's consolidated funds call and the operator's contract API under /ops. */
export function contractsRoutes(app: FastifyInstance, deps: AppDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = deps.db;
  const now = () => new Date(deps.now());
  const guard = operatorGuard(db, deps.now);
  const view = { preHandler: [guard()], config: { permission: 'contracts.view' } };
  const edit = { preHandler: [guard(['supervisor'])], config: { permission: 'contracts.edit' } };
  const operatorId = (r: { operatorSession: { operator: { id: bigint } } | null }) =>
    r.operatorSession!.operator.id;

  typed.get('/wps/member/info/funds/consolidated', {
    schema: { tags, response: { 200: envelope(consolidatedResponse) } },
    preHandler: [deps.guard({ realAccount: true })],
    handler: async (r) =>
      ok(await getConsolidated({ db, merchantId: r.merchant.id, memberId: r.session!.memberId })),
  });

  typed.get('/ops/contracts/settings', {
    schema: { tags, response: { 200: envelope(contractSettingsView) } },
    ...view,
    handler: async (r) => ok(await getContractSettings({ db, merchantId: r.merchant.id })),
  });
  typed.put('/ops/contracts/settings', {
    schema: { tags, body: contractSettingsBody, response: { 200: envelope(contractSettingsView) } },
    ...edit,
    handler: async (r) =>
      ok(
        await saveContractSettings({
          db,
          merchantId: r.merchant.id,
          operatorId: operatorId(r),
          body: r.body,
          ip: r.ip,
        }),
      ),
  });
  typed.get('/ops/contracts', {
    schema: {
      tags,
      querystring: listContractsQuery,
      response: { 200: envelope(listContractsResponse) },
    },
    ...view,
    handler: async (r) => ok(await listAllContracts({ db, merchantId: r.merchant.id, ...r.query })),
  });
  typed.post('/ops/contracts', {
    schema: { tags, body: offerContractBody, response: { 200: envelope(contractView) } },
    ...edit,
    handler: async (r) =>
      ok(
        await offerTopContract({
          db,
          merchantId: r.merchant.id,
          operatorId: operatorId(r),
          body: r.body,
          now: now(),
        }),
      ),
  });
  typed.get('/ops/contracts/:id', {
    schema: {
      tags,
      params: contractIdParams,
      response: { 200: envelope(getContractHistoryResponse) },
    },
    ...view,
    handler: async (r) =>
      ok(
        await getContractHistory({
          db,
          merchantId: r.merchant.id,
          memberId: null,
          contractId: BigInt(r.params.id),
          now: now(),
        }),
      ),
  });
  typed.post('/ops/contracts/:id/terminate', {
    schema: {
      tags,
      params: contractIdParams,
      body: terminateBody,
      response: { 200: envelope(contractView) },
    },
    ...edit,
    handler: async (r) => {
      const c = await terminateContract({
        db,
        merchantId: r.merchant.id,
        memberId: null,
        actor: { type: 'operator', id: String(operatorId(r)) },
        contractId: BigInt(r.params.id),
        reason: r.body.reason,
        now: now(),
        ip: r.ip,
      });
      const [v] = await selectContractViews(db, {
        merchantId: r.merchant.id,
        memberId: null,
        kind: null,
        contractId: c.id,
      });
      return ok(contractToView(v!, null));
    },
  });
  typed.get('/ops/contract-bills', {
    schema: { tags, querystring: listBillsQuery, response: { 200: envelope(listBillsResponse) } },
    ...view,
    handler: async (r) => ok(await listAllBills({ db, merchantId: r.merchant.id, ...r.query })),
  });
  typed.get('/ops/contract-payments', {
    schema: {
      tags,
      querystring: listPaymentsQuery,
      response: { 200: envelope(listPaymentsResponse) },
    },
    ...view,
    handler: async (r) => ok(await listAllPayments({ db, merchantId: r.merchant.id, ...r.query })),
  });
  typed.post('/ops/contracts/settle', {
    schema: { tags, response: { 200: envelope(settleNowResponse) } },
    ...edit,
    handler: async (r) =>
      ok(await runContractSettlement({ db, merchantId: r.merchant.id, now: now() })),
  });
}
