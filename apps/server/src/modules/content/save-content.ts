import { randomBytes } from 'node:crypto';
import type {
  OpsBanner,
  OpsHelpPage,
  OpsNotice,
  SaveBannerRequest,
  SaveHelpPageRequest,
  SaveNoticeRequest,
} from '@wl/contract/content/ops-content';
import type { Db, Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import { decodeBase64Image, imageTypeOf } from '../../providers/storage/image-type';
import type { ObjectStorage } from '../../providers/storage/object-storage';
import { byOperator, insertAudit } from '../audit/audit-store';
import {
  deleteItem,
  deleteOtherLanguages,
  itemRows,
  orderBanners,
  setBannerImage,
  upsertBanner,
  upsertHelpPage,
  upsertNotice,
  type ContentTable,
} from './content-admin-store';
import {
  bannerView,
  helpPageView,
  noticeView,
  type BannerAdminRow,
  type HelpAdminRow,
  type NoticeAdminRow,
} from './content-admin-view';
import { sanitizeContent } from './sanitize-content';

/**
 * Back-office changes to banners, notices and help pages. Each saves all language versions of an item in
 * one transaction with its audit entry (before → after). Readers revalidate their caches by
 * the tables' row count and latest update, so the player site shows a change at once.
 */
export interface ContentChange {
  db: Db;
  merchantId: bigint;
  operatorId: bigint;
  ip: string | null;
  key: string;
}

const SUBJECT: Record<ContentTable, string> = {
  banners: 'banner',
  notices: 'notice',
  help_entries: 'help_page',
};
const VIEW: Record<ContentTable, (rows: never[]) => unknown> = {
  banners: bannerView,
  notices: noticeView,
  help_entries: helpPageView,
};
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

async function audited<T>(
  c: ContentChange,
  table: ContentTable,
  action: string,
  change: (tx: Sql) => Promise<T>,
  view: (rows: never[]) => unknown,
): Promise<T> {
  return c.db.tx(async (tx) => {
    const before = await itemRows<never>(tx, table, c.merchantId, c.key);
    const result = await change(tx);
    const after = await itemRows<never>(tx, table, c.merchantId, c.key);
    await insertAudit(tx, {
      merchantId: c.merchantId,
      ...byOperator(c.operatorId),
      action,
      subjectType: SUBJECT[table],
      subjectId: c.key,
      before: before.length ? view(before) : null,
      after: after.length ? view(after) : null,
      ip: c.ip,
    });
    return result;
  });
}

/** Replaces all language versions of an item: those not sent go, the others are upserted. */
function saveItem<Variant extends { lang: string }, Row, View>(
  c: ContentChange,
  table: ContentTable,
  variants: Variant[],
  upsert: (tx: Sql, v: Variant) => Promise<void>,
  view: (rows: Row[]) => View,
): Promise<View> {
  const langs = variants.map((v) => v.lang);
  return audited(
    c,
    table,
    `${SUBJECT[table]}_saved`,
    async (tx) => {
      await deleteOtherLanguages(tx, table, c.merchantId, c.key, langs);
      for (const v of variants) await upsert(tx, v);
      return view(await itemRows<Row>(tx, table, c.merchantId, c.key));
    },
    view as (rows: never[]) => unknown,
  );
}

export function saveBanner(c: ContentChange, input: SaveBannerRequest): Promise<OpsBanner> {
  const shared = {
    group: input.group,
    colorFrom: input.colorFrom,
    colorTo: input.colorTo,
    linkageType: input.linkageType,
    linkage: input.linkage,
    platform: input.platform,
    sort: input.sort,
    startAt: iso(input.startAt),
    endAt: iso(input.endAt),
  };
  return saveItem(
    c,
    'banners',
    input.variants,
    (tx, v) => upsertBanner(tx, c.merchantId, c.key, { ...v, ...shared }),
    (rows: BannerAdminRow[]) => bannerView(rows),
  );
}

export function saveNotice(c: ContentChange, input: SaveNoticeRequest): Promise<OpsNotice> {
  const shared = {
    kind: input.kind,
    execution: input.execution,
    platform: input.platform,
    sort: input.sort,
    startAt: iso(input.startAt),
    endAt: iso(input.endAt),
  };
  return saveItem(
    c,
    'notices',
    input.variants,
    // Stored clean, so no reader (player site, back office, export) sees a script.
    (tx, v) =>
      upsertNotice(tx, c.merchantId, c.key, {
        ...shared,
        lang: v.lang,
        title: v.title,
        content: sanitizeContent(v.content),
      }),
    (rows: NoticeAdminRow[]) => noticeView(rows),
  );
}

/**
 * A help centre page and its language versions, content sanitised like a notice's. Its parent
 * must be another page that exists: a page under itself or under nothing would be lost.
 */
export async function saveHelpPage(
  c: ContentChange,
  input: SaveHelpPageRequest,
): Promise<OpsHelpPage> {
  if (input.parentKey !== null) {
    const parent = await itemRows(c.db, 'help_entries', c.merchantId, input.parentKey);
    if (input.parentKey === c.key || parent.length === 0) {
      throw new AppError('request_param_err', { messageKey: 'error_help_parent' });
    }
  }
  const shared = {
    tag: input.tag,
    parentKey: input.parentKey,
    bgColor: input.bgColor,
    display: input.display,
    device: input.device,
    sort: input.sort,
  };
  return saveItem(
    c,
    'help_entries',
    input.variants,
    (tx, v) =>
      upsertHelpPage(tx, c.merchantId, c.key, {
        ...shared,
        lang: v.lang,
        title: v.title,
        content: sanitizeContent(v.content),
      }),
    (rows: HelpAdminRow[]) => helpPageView(rows),
  );
}

export async function removeContent(c: ContentChange, table: ContentTable): Promise<boolean> {
  const removed = await audited(
    c,
    table,
    `${SUBJECT[table]}_removed`,
    (tx) => deleteItem(tx, table, c.merchantId, c.key),
    VIEW[table],
  );
  if (!removed) throw new AppError('not_found');
  return removed;
}

export async function reorderBanners(
  c: Omit<ContentChange, 'key'>,
  group: string,
  keys: string[],
): Promise<number> {
  return c.db.tx(async (tx) => {
    const moved = await orderBanners(tx, c.merchantId, group, keys);
    await insertAudit(tx, {
      merchantId: c.merchantId,
      ...byOperator(c.operatorId),
      action: 'banners_ordered',
      subjectType: 'banner_group',
      subjectId: group,
      after: { keys },
      ip: c.ip,
    });
    return moved;
  });
}

/** Public and immutable: each upload gets a new random name. */
export const CONTENT_IMAGE_PATH = '/static/content';
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * A banner's picture: PNG or JPEG by its bytes, under 5 MB, checked before anything is
 * written; stored through the storage adapter under a random key.
 */
export async function uploadBannerImage(
  c: ContentChange & { storage: ObjectStorage },
  contentBase64: string,
): Promise<string> {
  const existing = await itemRows(c.db, 'banners', c.merchantId, c.key);
  if (existing.length === 0) throw new AppError('not_found');
  const bytes = decodeBase64Image(contentBase64);
  const type = bytes ? imageTypeOf(bytes) : null;
  if (!bytes || !type) throw new AppError('application_image_type');
  if (bytes.length >= IMAGE_MAX_BYTES) throw new AppError('application_image_too_large');
  const file = `${randomBytes(16).toString('hex')}.${type === 'image/png' ? 'png' : 'jpg'}`;
  await c.storage.put(`content/${file}`, { bytes, contentType: type });
  const url = `${CONTENT_IMAGE_PATH}/${file}`;
  try {
    await audited(
      c,
      'banners',
      'banner_image_uploaded',
      (tx) => setBannerImage(tx, c.merchantId, c.key, url),
      bannerView,
    );
  } catch (e) {
    await c.storage.delete(`content/${file}`).catch(() => undefined);
    throw e;
  }
  return url;
}
