import type { FastifyInstance } from 'fastify';
import {
  listHouseRtpResponse,
  opsHouseRtp,
  saveHouseRtpRequest,
} from '@wl/contract/games/ops-house-rtp';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import { byOperator, insertAudit } from '../audit/audit-store';
import { opsRoutes } from '../operators/ops-route';
import { HOUSE_VENDOR_CODE } from '../vendor-wallet/house-defaults';
import { selectIntegration } from '../vendor-wallet/vendor-store';
import { houseRtpClient } from './house-rtp-client';

/**
 * The operator's house RTP settings: read from and written to the house (which owns and
 * range-checks them) through the merchant's house integration; each change is audited with
 * the value before and after.
 */
export function houseRtpOpsRoutes(app: FastifyInstance, deps: AppDeps) {
  const ops = opsRoutes(app, ['back office', 'games']);
  const clientFor = async (merchantId: bigint) => {
    const house = await selectIntegration(deps.db, merchantId, HOUSE_VENDOR_CODE);
    if (!house?.baseUrl) {
      throw new AppError('service_unavailable', { messageKey: 'error_vendor_unavailable' });
    }
    return houseRtpClient({
      baseUrl: house.baseUrl,
      secret: house.secret,
      vendorCode: HOUSE_VENDOR_CODE,
    });
  };

  ops.get('/ops/house-rtp', {
    permission: 'games.view',
    response: listHouseRtpResponse,
    handler: async ({ actor }) => ({ list: await (await clientFor(actor.merchantId)).list() }),
  });

  ops.post('/ops/house-rtp', {
    permission: 'games.edit',
    body: saveHouseRtpRequest,
    response: opsHouseRtp,
    handler: async ({ body, actor }) => {
      const house = await clientFor(actor.merchantId);
      const before = (await house.list()).find((g) => g.gameCode === body.gameCode);
      if (!before) throw new AppError('not_found');
      const after = await house.set(body.gameCode, body.rtpBp);
      await insertAudit(deps.db, {
        merchantId: actor.merchantId,
        ...byOperator(actor.operatorId),
        action: 'house_rtp_saved',
        subjectType: 'house_game',
        subjectId: body.gameCode,
        before: { rtpBp: before.rtpBp },
        after: { rtpBp: after.rtpBp },
        ip: actor.ip,
      });
      return after;
    },
  });
}
