import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { decodeBase64Image, imageTypeOf } from '../../providers/storage/image-type';
import type { ObjectStorage } from '../../providers/storage/object-storage';
import { publicImageRoute } from '../../providers/storage/public-image-route';
import { byOperator, insertAudit } from '../audit/audit-store';
import { findPromotion, setPromotionImage } from './promotion-store';

/** Artwork is public and its key changes with every upload, so it may be cached for a year. */
export const ARTWORK_PATH = '/static/promotions';
const ARTWORK_MAX_BYTES = 5 * 1024 * 1024;

/**
 * An operator uploads a promotion's picture (PNG or JPEG, checked by its bytes, under 5 MB).
 * It is stored under a new random key; the promotion then points at it (audited).
 */
export async function uploadPromotionArtwork(options: {
  db: Db;
  storage: ObjectStorage;
  merchantId: bigint;
  operatorId: bigint;
  promotionId: bigint;
  contentBase64: string;
  ip: string | null;
}): Promise<string> {
  const p = await findPromotion(options.db, options.merchantId, options.promotionId);
  if (!p) throw new AppError('promotion_not_found');
  const bytes = decodeBase64Image(options.contentBase64);
  const type = bytes ? imageTypeOf(bytes) : null;
  if (!bytes || !type) throw new AppError('application_image_type');
  if (bytes.length >= ARTWORK_MAX_BYTES) throw new AppError('application_image_too_large');
  const key = `promotions/${randomBytes(16).toString('hex')}.${type === 'image/png' ? 'png' : 'jpg'}`;
  await options.storage.put(key, { bytes, contentType: type });
  await options.db.tx(async (tx) => {
    await setPromotionImage(tx, p.id, key);
    await insertAudit(tx, {
      merchantId: options.merchantId,
      ...byOperator(options.operatorId),
      action: 'promotion_artwork_uploaded',
      subjectType: 'promotion',
      subjectId: p.id.toString(),
      before: { imageKey: p.imageKey },
      after: { imageKey: key },
      ip: options.ip,
    });
  });
  return key;
}

/** GET /static/promotions/<key>: the picture with its type and a year of caching. */
export function promotionArtworkRoute(app: FastifyInstance, storage: ObjectStorage) {
  publicImageRoute(app, storage, ARTWORK_PATH, 'promotions');
}
