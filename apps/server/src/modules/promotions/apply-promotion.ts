import { randomBytes } from 'node:crypto';
import {
  APPLICATION_IMAGE_MAX_BYTES,
  APPLICATION_MAX_IMAGES,
  REMARK_MAX_CHARS,
} from '@wl/contract/promotions/apply-promotion';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { decodeBase64Image, imageTypeOf } from '../../providers/storage/image-type';
import type { ObjectStorage } from '../../providers/storage/object-storage';
import { insertAudit } from '../audit/audit-store';
import {
  findApplication,
  insertApplication,
  insertApplicationImage,
  type Application,
} from './application-store';
import { isRunning, isTargeted, loadMember } from './promotion-eligibility';
import { findPromotion, type Promotion } from './promotion-store';

interface CheckedImage {
  bytes: Buffer;
  contentType: 'image/png' | 'image/jpeg';
}

/**
 * An application to an apply-to-join promotion: a remark of at most 140 characters and up to
 * three png/jpg images under 5 MB, their type read from their bytes. Everything is checked
 * before anything is stored; the images are written to storage, then the rows in one
 * transaction, and if that fails the written files are deleted again.
 */
export async function applyPromotion(options: {
  db: Db;
  storage: ObjectStorage;
  merchantId: bigint;
  memberId: bigint;
  promotionId: bigint;
  remark: string;
  images: { contentBase64: string }[];
  ip: string | null;
  hiddenKinds?: readonly Promotion['kind'][];
  now: Date;
}): Promise<Application> {
  const { db, storage } = options;
  const images = checkApplication(options.remark, options.images);
  const p = await findPromotion(db, options.merchantId, options.promotionId);
  if (!p || !p.enabled || options.hiddenKinds?.includes(p.kind)) {
    throw new AppError('promotion_not_found');
  }
  if (p.kind !== 'apply') throw new AppError('promotion_not_eligible');
  if (!isRunning(p, options.now)) throw new AppError('promotion_not_open');
  const member = await loadMember(db, options.merchantId, options.memberId);
  if (!member || !(await isTargeted(db, p, member, options.now))) {
    throw new AppError('promotion_not_eligible');
  }
  const keys = images.map(
    (i) =>
      `applications/${randomBytes(16).toString('hex')}.${i.contentType === 'image/png' ? 'png' : 'jpg'}`,
  );
  try {
    await Promise.all(images.map((i, n) => storage.put(keys[n]!, i)));
    const id = await db.tx(async (tx) => {
      const inserted = await insertApplication(tx, {
        promotionId: p.id,
        memberId: member.id,
        remark: options.remark,
      });
      if (inserted === null) throw new AppError('promotion_already_applied');
      for (const [position, image] of images.entries()) {
        await insertApplicationImage(tx, {
          applicationId: inserted,
          position,
          storageKey: keys[position]!,
          contentType: image.contentType,
          sizeBytes: image.bytes.length,
        });
      }
      await insertAudit(tx, {
        merchantId: options.merchantId,
        actorType: 'member',
        actorId: member.id.toString(),
        action: 'promotion_applied',
        subjectType: 'promotion_application',
        subjectId: inserted.toString(),
        after: { promotionId: p.id, images: images.length },
        ip: options.ip,
      });
      return inserted;
    });
    return (await findApplication(db, id))!;
  } catch (error) {
    await Promise.all(keys.map((key) => storage.delete(key)));
    throw error;
  }
}

/** The spec's rules (§5), checked on the server whatever the client did. */
export function checkApplication(
  remark: string,
  images: { contentBase64: string }[],
): CheckedImage[] {
  if ([...remark].length > REMARK_MAX_CHARS) {
    throw new AppError('application_remark_too_long', { value: { max: REMARK_MAX_CHARS } });
  }
  if (images.length > APPLICATION_MAX_IMAGES) {
    throw new AppError('application_too_many_images', { value: { max: APPLICATION_MAX_IMAGES } });
  }
  return images.map((image, index) => {
    const bytes = decodeBase64Image(image.contentBase64);
    if (!bytes || bytes.length === 0)
      throw new AppError('application_image_type', { value: { file: index } });
    if (bytes.length >= APPLICATION_IMAGE_MAX_BYTES) {
      throw new AppError('application_image_too_large', {
        value: { file: index, maxBytes: APPLICATION_IMAGE_MAX_BYTES },
      });
    }
    const contentType = imageTypeOf(bytes);
    if (!contentType) throw new AppError('application_image_type', { value: { file: index } });
    return { bytes, contentType };
  });
}
