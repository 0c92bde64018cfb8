import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@wl/contract/common/envelope';
import {
  bannerImageRequest,
  bannerImageResponse,
  bannerOrderRequest,
  contentKeyParams,
  listOpsBannersQuery,
  listOpsBannersResponse,
  listOpsHelpPagesQuery,
  listOpsHelpPagesResponse,
  listOpsNoticesQuery,
  listOpsNoticesResponse,
  opsBanner,
  opsHelpPage,
  opsNotice,
  removedResponse,
  saveBannerRequest,
  saveHelpPageRequest,
  saveNoticeRequest,
} from '@wl/contract/content/ops-content';
import { announcementRepliesOf } from './announcement-replies';
import type { AppDeps } from '../../app-deps';
import { ok } from '../../http/envelope';
import type { ObjectStorage } from '../../providers/storage/object-storage';
import { publicImageRoute } from '../../providers/storage/public-image-route';
import { pageItems, type ContentTable } from './content-admin-store';
import {
  bannerView,
  groupByKey,
  helpPageView,
  noticeView,
  type BannerAdminRow,
  type HelpAdminRow,
  type NoticeAdminRow,
} from './content-admin-view';
import {
  CONTENT_IMAGE_PATH,
  removeContent,
  reorderBanners,
  saveBanner,
  saveHelpPage,
  saveNotice,
  uploadBannerImage,
} from './save-content';

const tags = ['back office', 'content'];
const VIEW = { permission: 'content.view' };
const EDIT = { permission: 'content.edit' };

/** The operator API for banners, notices and help pages (see @wl/contract/content/ops-content). */
export function contentOpsRoutes(app: FastifyInstance, deps: AppDeps, storage: ObjectStorage) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const replies = announcementRepliesOf(deps.shared);
  /** A committed edit: the player site's announcements show it on the next call (ADR 0044). */
  const changed = async <T>(r: FastifyRequest, work: Promise<T>): Promise<T> => {
    const result = await work;
    await replies.contentChanged(r.merchant.id);
    return result;
  };
  const change = (r: FastifyRequest, key = '') => ({
    db,
    merchantId: r.merchant.id,
    operatorId: r.operatorSession!.operator.id,
    ip: r.ip,
    key,
  });
  const page = async <Row extends Record<string, unknown>, View>(
    table: ContentTable,
    q: { keyword: string; pageNo: number; pageSize: number },
    merchantId: bigint,
    filter: string | undefined,
    keyColumn: keyof Row & string,
    view: (rows: Row[]) => View,
  ) => {
    const found = await pageItems<Row>(db, table, {
      merchantId,
      filter,
      keyword: q.keyword,
      limit: q.pageSize,
      offset: (q.pageNo - 1) * q.pageSize,
    });
    return {
      list: groupByKey(found.rows, (row) => row[keyColumn] as string).map(view),
      total: found.total,
      totalPages: Math.ceil(found.total / q.pageSize),
      pageNum: q.pageNo,
    };
  };

  typed.get('/ops/banners', {
    schema: {
      tags,
      querystring: listOpsBannersQuery,
      response: { 200: envelope(listOpsBannersResponse) },
    },
    config: VIEW,
    handler: async (r) =>
      ok(
        await page<BannerAdminRow & Record<string, unknown>, ReturnType<typeof bannerView>>(
          'banners',
          r.query,
          r.merchant.id,
          r.query.group,
          'banner_key',
          bannerView,
        ),
      ),
  });

  typed.put('/ops/banners/:key', {
    schema: {
      tags,
      params: contentKeyParams,
      body: saveBannerRequest,
      response: { 200: envelope(opsBanner) },
    },
    config: EDIT,
    handler: async (r) => ok(await changed(r, saveBanner(change(r, r.params.key), r.body))),
  });

  typed.put('/ops/banners/:key/image', {
    schema: {
      tags,
      summary: 'Upload the banner picture (PNG or JPEG under 5 MB, base64)',
      params: contentKeyParams,
      body: bannerImageRequest,
      response: { 200: envelope(bannerImageResponse) },
    },
    config: EDIT,
    bodyLimit: 8 * 1024 * 1024,
    handler: async (r) =>
      ok({
        imageUrl: await changed(
          r,
          uploadBannerImage({ ...change(r, r.params.key), storage }, r.body.contentBase64),
        ),
      }),
  });

  typed.put('/ops/banner-order', {
    schema: { tags, body: bannerOrderRequest },
    config: EDIT,
    handler: async (r) => ok({ moved: await changed(r, reorderBanners(change(r), r.body.group, r.body.keys)) }),
  });

  typed.get('/ops/notices', {
    schema: {
      tags,
      querystring: listOpsNoticesQuery,
      response: { 200: envelope(listOpsNoticesResponse) },
    },
    config: VIEW,
    handler: async (r) =>
      ok(
        await page<NoticeAdminRow & Record<string, unknown>, ReturnType<typeof noticeView>>(
          'notices',
          r.query,
          r.merchant.id,
          r.query.kind,
          'notice_key',
          noticeView,
        ),
      ),
  });

  typed.put('/ops/notices/:key', {
    schema: {
      tags,
      params: contentKeyParams,
      body: saveNoticeRequest,
      response: { 200: envelope(opsNotice) },
    },
    config: EDIT,
    handler: async (r) => ok(await changed(r, saveNotice(change(r, r.params.key), r.body))),
  });

  typed.get('/ops/help-pages', {
    schema: {
      tags,
      querystring: listOpsHelpPagesQuery,
      response: { 200: envelope(listOpsHelpPagesResponse) },
    },
    config: VIEW,
    handler: async (r) =>
      ok(
        await page<HelpAdminRow & Record<string, unknown>, ReturnType<typeof helpPageView>>(
          'help_entries',
          r.query,
          r.merchant.id,
          r.query.tag,
          'entry_key',
          helpPageView,
        ),
      ),
  });

  typed.put('/ops/help-pages/:key', {
    schema: {
      tags,
      params: contentKeyParams,
      body: saveHelpPageRequest,
      response: { 200: envelope(opsHelpPage) },
    },
    config: EDIT,
    handler: async (r) => ok(await saveHelpPage(change(r, r.params.key), r.body)),
  });

  for (const [path, table] of [
    ['/ops/banners/:key', 'banners'],
    ['/ops/notices/:key', 'notices'],
    ['/ops/help-pages/:key', 'help_entries'],
  ] as const) {
    typed.delete(path, {
      schema: { tags, params: contentKeyParams, response: { 200: envelope(removedResponse) } },
      config: EDIT,
      handler: async (r) =>
        ok({
          key: r.params.key,
          removed: await changed(r, removeContent(change(r, r.params.key), table)),
        }),
    });
  }

  publicImageRoute(app, storage, CONTENT_IMAGE_PATH, 'content');
}
