import type { FastifyInstance } from 'fastify';
import {
  listOpsMissionsResponse,
  missionParams,
  opsMissionView as opsMissionSchema,
  saveMissionRequest,
} from '@wl/contract/rewards/ops-missions';
import type { AppDeps } from '../../app-deps';
import { opsRoutes, type OpsActor } from '../operators/ops-route';
import { listMissions } from './mission-store';
import { opsMissionView, saveMission } from './save-mission';

/** Operator API for missions (routes documented in @wl/contract/rewards/ops-missions). */
export function missionOpsRoutes(app: FastifyInstance, deps: AppDeps) {
  const ops = opsRoutes(app, ['operators', 'missions']);
  const save = (actor: OpsActor, currency: string) => ({
    db: deps.db,
    merchantId: actor.merchantId,
    operatorId: actor.operatorId,
    ip: actor.ip,
    currency,
  });

  ops.get('/ops/missions', {
    permission: 'missions.view',
    summary: 'Missions',
    response: listOpsMissionsResponse,
    handler: async ({ actor }) => {
      const list = await listMissions(deps.db, actor.merchantId, { activeOnly: false });
      return { list: list.map(opsMissionView) };
    },
  });

  ops.post('/ops/missions', {
    permission: 'missions.edit',
    summary: 'Create a mission',
    body: saveMissionRequest,
    response: opsMissionSchema,
    handler: async ({ actor, body, request }) =>
      opsMissionView(
        await saveMission({ ...save(actor, request.merchant.currency), id: null, body }),
      ),
  });

  ops.post('/ops/missions/:id', {
    permission: 'missions.edit',
    summary: 'Replace a mission',
    params: missionParams,
    body: saveMissionRequest,
    response: opsMissionSchema,
    handler: async ({ actor, params, body, request }) =>
      opsMissionView(
        await saveMission({
          ...save(actor, request.merchant.currency),
          id: BigInt(params.id),
          body,
        }),
      ),
  });
}
