import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@wl/contract/common/envelope';
import {
  applyPromotionRequest,
  applyPromotionResponse,
  listApplicationsResponse,
} from '@wl/contract/promotions/apply-promotion';
import {
  claimPromotionRequest,
  claimPromotionResponse,
  listBonusesResponse,
} from '@wl/contract/promotions/claim-promotion';
import { getPromotionResponse, promotionParams } from '@wl/contract/promotions/get-promotion';
import {
  listPromotionsQuery,
  listPromotionsResponse,
} from '@wl/contract/promotions/list-promotions';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import type { ObjectStorage } from '../../providers/storage/object-storage';
import { bonusView } from '../bonus/bonus-view';
import { listBonuses } from '../bonus/list-bonuses';
import { findApplication } from './application-store';
import { applyPromotion } from './apply-promotion';
import { claimPromotion } from './claim-promotion';
import { getPromotion } from './get-promotion';
import { hiddenPromotionKinds } from './hidden-kinds';
import { listMyApplications } from './list-my-applications';
import { listPromotions } from './list-promotions';
import { sendStoredImage } from './send-stored-image';

/** Three images of up to 5 MB, base64 (4/3), plus the JSON around them. */
const APPLY_BODY_LIMIT = 22 * 1024 * 1024;
const tags = ['promotions'];
const imageParams = z.object({
  id: z.string().regex(/^\d{1,18}$/),
  position: z.coerce.number().int().min(0).max(2),
});

/** The player's promotion pages: list, detail, claim, apply, my applications, my bonuses. */
export function promotionRoutes(app: FastifyInstance, deps: AppDeps, storage: ObjectStorage) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const real = deps.guard({ realAccount: true });
  // Visitors see the promotions too; with a token the answer carries the member's status.
  const optional = async (r: FastifyRequest) => {
    if (r.headers.authorization) await deps.guard()(r);
  };
  const now = () => new Date(deps.now());
  const memberOf = (r: FastifyRequest) => r.session!.memberId;

  typed.get('/wps/promotions', {
    schema: {
      tags,
      summary: 'Promotions (with the member status when logged in)',
      querystring: listPromotionsQuery,
      response: { 200: envelope(listPromotionsResponse) },
    },
    preHandler: [optional],
    handler: async (r) =>
      ok(
        await listPromotions({
          db,
          merchantId: r.merchant.id,
          memberId: r.session?.memberId ?? null,
          language: r.language,
          category: r.query.category,
          hiddenKinds: hiddenPromotionKinds(r.merchant.settings),
          now: now(),
        }),
      ),
  });

  typed.get('/wps/promotions/applications', {
    schema: {
      tags,
      summary: 'My applications',
      response: { 200: envelope(listApplicationsResponse) },
    },
    preHandler: [real],
    handler: async (r) =>
      ok({
        list: await listMyApplications({
          db,
          merchant: r.merchant,
          memberId: memberOf(r),
          language: r.language,
        }),
      }),
  });

  typed.get('/wps/promotions/applications/:id/images/:position', {
    schema: { tags, summary: 'An image of my application', params: imageParams },
    preHandler: [real],
    handler: async (r, reply) => {
      const a = await findApplication(db, BigInt(r.params.id));
      if (!a || a.memberId !== memberOf(r)) throw new AppError('application_not_found');
      return sendStoredImage(reply, storage, a, r.params.position);
    },
  });

  typed.get('/wps/promotions/:id', {
    schema: {
      tags,
      summary: 'A promotion and the member status (promoDetail)',
      params: promotionParams,
      response: { 200: envelope(getPromotionResponse) },
    },
    preHandler: [optional],
    handler: async (r) =>
      ok(
        await getPromotion({
          db,
          merchantId: r.merchant.id,
          currency: r.merchant.currency,
          memberId: r.session?.memberId ?? null,
          promotionId: BigInt(r.params.id),
          language: r.language,
          hiddenKinds: hiddenPromotionKinds(r.merchant.settings),
          now: now(),
        }),
      ),
  });

  typed.post('/wps/promotions/:id/claim', {
    schema: {
      tags,
      summary: 'Claim a claim-when-eligible promotion (once per member)',
      params: promotionParams,
      body: claimPromotionRequest,
      response: { 200: envelope(claimPromotionResponse) },
    },
    preHandler: [real],
    handler: async (r) => {
      const bonus = await claimPromotion({
        db,
        merchantId: r.merchant.id,
        memberId: memberOf(r),
        promotionId: BigInt(r.params.id),
        deviceId: r.body.deviceId,
        ip: r.ip,
        hiddenKinds: hiddenPromotionKinds(r.merchant.settings),
        now: now(),
      });
      return ok({ bonus: bonusView(bonus) });
    },
  });

  typed.post('/wps/promotions/:id/apply', {
    schema: {
      tags,
      summary: 'Apply to an apply-to-join promotion (remark, up to 3 png/jpg images < 5 MB)',
      params: promotionParams,
      body: applyPromotionRequest,
      response: { 200: envelope(applyPromotionResponse) },
    },
    bodyLimit: APPLY_BODY_LIMIT,
    preHandler: [real],
    handler: async (r) => {
      const a = await applyPromotion({
        db,
        storage,
        merchantId: r.merchant.id,
        memberId: memberOf(r),
        promotionId: BigInt(r.params.id),
        remark: r.body.remark,
        images: r.body.images,
        ip: r.ip,
        hiddenKinds: hiddenPromotionKinds(r.merchant.settings),
        now: now(),
      });
      const [view] = await listMyApplications({
        db,
        merchant: r.merchant,
        memberId: memberOf(r),
        language: r.language,
        only: a,
      });
      return ok(view!);
    },
  });

  typed.get('/wps/bonuses', {
    schema: {
      tags,
      summary: 'My bonuses with their wagering progress (bonusDetails)',
      response: { 200: envelope(listBonusesResponse) },
    },
    preHandler: [real],
    handler: async (r) =>
      ok({ list: await listBonuses({ db, memberId: memberOf(r), now: now() }) }),
  });
}
