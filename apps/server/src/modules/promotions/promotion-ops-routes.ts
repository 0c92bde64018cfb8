import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@wl/contract/common/envelope';
import {
  listOpsApplicationsQuery,
  listOpsApplicationsResponse,
  listOpsPromotionsResponse,
  opsPromotionDetail,
  opsPromotionParams,
  promotionArtworkRequest,
  reviewApplicationRequest,
  reviewApplicationResponse,
  savePromotionRequest,
  type SavePromotionRequest,
} from '@wl/contract/promotions/ops-promotions';
import { announcementRepliesOf } from '../content/announcement-replies';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import type { ObjectStorage } from '../../providers/storage/object-storage';
import { amountMinor, money } from '../cashier/money-edge';
import { operatorGuard } from '../operators/operator-guard';
import { findApplication, listApplications } from './application-store';
import { ARTWORK_PATH, uploadPromotionArtwork } from './promotion-artwork';
import { promotionDetail } from './promotion-detail';
import { findPromotion, listAllPromotions, type Promotion } from './promotion-store';
import { applicationViewOf, textOf } from './promotion-view';
import { reviewApplication } from './review-application';
import { savePromotion } from './save-promotion';
import { sendStoredImage } from './send-stored-image';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission an /ops route needs ('<area>.<action>'), for the back-office roles. */
    permission?: string;
  }
}

const tags = ['operators', 'promotions'];
const imageParams = z.object({
  id: z.string().regex(/^\d{1,18}$/),
  position: z.coerce.number().int().min(0).max(2),
});

function opsView(p: Promotion) {
  return {
    id: p.id.toString(),
    kind: p.kind,
    category: p.category as z.infer<typeof savePromotionRequest>['category'],
    title: textOf(p, 'en').title,
    enabled: p.enabled,
    startDate: p.startsAt.getTime(),
    endDate: p.endsAt?.getTime() ?? null,
    raffleSeedHash: p.raffleSeedHash,
  };
}

/** Operator API for promotions: create, edit, list; review applications. All audited. */
export function promotionOpsRoutes(app: FastifyInstance, deps: AppDeps, storage: ObjectStorage) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const guard = operatorGuard(db, deps.now);
  // Until the back-office role model lands: supervisors edit and review, any role reads.
  const supervisor = guard(['supervisor']);
  const anyRole = guard();
  const operatorId = (r: { operatorSession: { operator: { id: bigint } } | null }) =>
    r.operatorSession!.operator.id;
  // Running promotions are part of the player site's announcements (and the balance badge).
  const replies = announcementRepliesOf(deps.shared);
  const save = async (r: FastifyRequest & { body: SavePromotionRequest }, promotionId?: bigint) => {
    const saved = await savePromotion({
      db,
      merchantId: r.merchant.id,
      currency: r.merchant.currency,
      operatorId: operatorId(r),
      ...(promotionId !== undefined ? { promotionId } : {}),
      input: r.body,
      ip: r.ip,
    });
    await replies.contentChanged(r.merchant.id);
    return saved;
  };

  typed.get('/ops/promotions', {
    schema: { tags, summary: 'Promotions', response: { 200: envelope(listOpsPromotionsResponse) } },
    config: { permission: 'promotions.view' },
    preHandler: [anyRole],
    handler: async (r) => ok({ list: (await listAllPromotions(db, r.merchant.id)).map(opsView) }),
  });

  typed.get('/ops/promotions/:id', {
    schema: {
      tags,
      summary: 'One promotion, whole, for its editor',
      params: opsPromotionParams,
      response: { 200: envelope(opsPromotionDetail) },
    },
    config: { permission: 'promotions.view' },
    preHandler: [anyRole],
    handler: async (r) => {
      const p = await findPromotion(db, r.merchant.id, BigInt(r.params.id));
      if (!p) throw new AppError('promotion_not_found');
      return ok(promotionDetail(p, r.merchant.currency));
    },
  });

  typed.post('/ops/promotions', {
    schema: { tags, summary: 'Create a promotion', body: savePromotionRequest },
    config: { permission: 'promotions.edit' },
    preHandler: [supervisor],
    handler: async (r) => ok(opsView(await save(r))),
  });

  typed.put('/ops/promotions/:id', {
    schema: {
      tags,
      summary: 'Edit a promotion',
      params: opsPromotionParams,
      body: savePromotionRequest,
    },
    config: { permission: 'promotions.edit' },
    preHandler: [supervisor],
    handler: async (r) => ok(opsView(await save(r, BigInt(r.params.id)))),
  });

  typed.put('/ops/promotions/:id/artwork', {
    schema: {
      tags,
      summary: 'Upload the promotion picture (PNG or JPEG under 5 MB, base64)',
      params: opsPromotionParams,
      body: promotionArtworkRequest,
    },
    config: { permission: 'promotions.edit' },
    bodyLimit: 8 * 1024 * 1024,
    preHandler: [supervisor],
    handler: async (r) => {
      const key = await uploadPromotionArtwork({
        db,
        storage,
        merchantId: r.merchant.id,
        operatorId: operatorId(r),
        promotionId: BigInt(r.params.id),
        contentBase64: r.body.contentBase64,
        ip: r.ip,
      });
      await replies.contentChanged(r.merchant.id);
      return ok({ imageUrl: `${ARTWORK_PATH}/${key.replace(/^promotions\//, '')}` });
    },
  });

  typed.get('/ops/promotion-applications', {
    schema: {
      tags,
      summary: 'Applications to review',
      querystring: listOpsApplicationsQuery,
      response: { 200: envelope(listOpsApplicationsResponse) },
    },
    config: { permission: 'promotions.review' },
    preHandler: [anyRole],
    handler: async (r) => {
      const list = await listApplications(db, {
        merchantId: r.merchant.id,
        ...(r.query.status ? { status: r.query.status } : {}),
        limit: 200,
      });
      const m = (minor: bigint) => money(minor, r.merchant.currency);
      return ok({
        list: list.map((a) => ({
          ...applicationViewOf(a, '', m),
          images: a.images.map((i) => `/ops/promotion-applications/${a.id}/images/${i.position}`),
          memberId: a.memberId.toString(),
        })),
      });
    },
  });

  typed.get('/ops/promotion-applications/:id/images/:position', {
    schema: { tags, summary: 'An application image', params: imageParams },
    config: { permission: 'promotions.review' },
    preHandler: [anyRole],
    handler: async (r, reply) => {
      const a = await findApplication(db, BigInt(r.params.id));
      if (!a) throw new AppError('application_not_found');
      return sendStoredImage(reply, storage, a, r.params.position);
    },
  });

  typed.post('/ops/promotion-applications/:id/review', {
    schema: {
      tags,
      summary: 'Approve with an amount (grants the bonus) or reject with a reason',
      params: opsPromotionParams,
      body: reviewApplicationRequest,
      response: { 200: envelope(reviewApplicationResponse) },
    },
    config: { permission: 'promotions.review' },
    preHandler: [supervisor],
    handler: async (r) => {
      const b = r.body;
      const a = await reviewApplication({
        db,
        merchantId: r.merchant.id,
        operatorId: operatorId(r),
        applicationId: BigInt(r.params.id),
        decision:
          b.decision === 'approve'
            ? { approve: true, amountMinor: amountMinor(b.amount, r.merchant.currency) }
            : { approve: false, reason: b.reason },
        ip: r.ip,
        now: new Date(deps.now()),
      });
      return ok(applicationViewOf(a, '', (minor) => money(minor, r.merchant.currency)));
    },
  });
}
