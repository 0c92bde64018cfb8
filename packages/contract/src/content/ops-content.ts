import { z } from 'zod';
import { queryInt } from '../common/paging';
import { BANNER_GROUP_BY_ROUTE } from '../system/get-announcements';

/**
 * The back office's content calls (permissions 'content.view' to read, 'content.edit' to
 * change). An item is its key plus one version per language; saving an item replaces all of
 * its language versions at once. Rich text is sanitised by the server before it is stored.
 *
 * GET    /ops/banners            list (group, keyword, paging)
 * PUT    /ops/banners/:key       create or replace a banner and its language versions
 * DELETE /ops/banners/:key       remove a banner
 * PUT    /ops/banners/:key/image upload its picture (PNG/JPEG by bytes, under 5 MB, base64)
 * PUT    /ops/banner-order       the order of a group's banners
 * GET    /ops/notices, PUT|DELETE /ops/notices/:key   the same for notices
 * GET    /ops/help-pages, PUT|DELETE /ops/help-pages/:key   help centre pages (type H)
 */
export const BANNER_GROUPS = Object.values(BANNER_GROUP_BY_ROUTE) as [string, ...string[]];
export const bannerGroup = z.enum(BANNER_GROUPS);

/** Notice kinds the back office edits: PL marquee, PU popup, PR promotion. */
export const NOTICE_KINDS = ['PL', 'PU', 'PR'] as const;
export const noticeKind = z.enum(NOTICE_KINDS);
export const noticeExecution = z.enum(['B', 'A', 'F']);
export const contentPlatform = z.enum(['A', 'W', 'M']);

export const contentKey = z.string().regex(/^[a-z0-9_-]{1,64}$/);
export const contentKeyParams = z.object({ key: contentKey });
const language = z.string().regex(/^[A-Z]{2}$/);
const colour = z.string().regex(/^#[0-9a-f]{6}$/);
const when = z.number().int().positive().nullable();

function uniqueLanguages<T extends { lang: string }>(variants: T[]) {
  return new Set(variants.map((v) => v.lang)).size === variants.length;
}

const schedule = {
  platform: contentPlatform.default('A'),
  sort: z.number().int().min(0).max(9999).default(0),
  startAt: when.default(null),
  endAt: when.default(null),
};
const scheduleIsOrdered = (s: { startAt: number | null; endAt: number | null }) =>
  s.startAt === null || s.endAt === null || s.endAt > s.startAt;

export const bannerVariant = z.object({
  lang: language,
  title: z.string().trim().min(1).max(120),
  subtitle: z.string().trim().max(200).default(''),
});

export const saveBannerRequest = z
  .object({
    group: bannerGroup,
    ...schedule,
    colorFrom: colour.default('#1e3a8a'),
    colorTo: colour.default('#7c3aed'),
    linkageType: z.enum(['URL', 'P', 'G']).nullable().default(null),
    linkage: z.string().trim().min(1).max(500).nullable().default(null),
    variants: z.array(bannerVariant).min(1).max(30).refine(uniqueLanguages, 'one per language'),
  })
  .refine(scheduleIsOrdered, { message: 'end after start', path: ['endAt'] })
  .refine((b) => (b.linkageType === null) === (b.linkage === null), {
    message: 'a link needs both its type and its target',
    path: ['linkage'],
  });
export type SaveBannerRequest = z.infer<typeof saveBannerRequest>;

export const opsBanner = z.object({
  key: z.string(),
  group: z.string(),
  platform: contentPlatform,
  sort: z.number().int(),
  startAt: z.number().int().nullable(),
  endAt: z.number().int().nullable(),
  colorFrom: z.string(),
  colorTo: z.string(),
  imageUrl: z.string().nullable(),
  linkageType: z.enum(['URL', 'P', 'G']).nullable(),
  linkage: z.string().nullable(),
  variants: z.array(z.object({ lang: z.string(), title: z.string(), subtitle: z.string() })),
});
export type OpsBanner = z.infer<typeof opsBanner>;

const listQuery = {
  keyword: z.string().trim().max(64).default(''),
  pageNo: queryInt(1, 100_000).default(1),
  pageSize: queryInt(1, 200).default(20),
};
export const listOpsBannersQuery = z.object({ group: bannerGroup.optional(), ...listQuery });
export type ListOpsBannersQuery = z.infer<typeof listOpsBannersQuery>;

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    totalPages: z.number().int(),
    pageNum: z.number().int(),
  });
export const listOpsBannersResponse = page(opsBanner);

export const bannerImageRequest = z.object({ contentBase64: z.string().min(4).max(7_500_000) });
export const bannerImageResponse = z.object({ imageUrl: z.string() });

export const bannerOrderRequest = z.object({
  group: bannerGroup,
  keys: z
    .array(contentKey)
    .min(1)
    .max(200)
    .refine((k) => new Set(k).size === k.length, 'each key once'),
});

export const noticeVariant = z.object({
  lang: language,
  title: z.string().trim().min(1).max(200),
  /** HTML; stored sanitised (no script, event handler, style or javascript: link). */
  content: z.string().max(50_000).default(''),
});

export const saveNoticeRequest = z
  .object({
    kind: noticeKind,
    execution: noticeExecution.default('B'),
    ...schedule,
    variants: z.array(noticeVariant).min(1).max(30).refine(uniqueLanguages, 'one per language'),
  })
  .refine(scheduleIsOrdered, { message: 'end after start', path: ['endAt'] });
export type SaveNoticeRequest = z.infer<typeof saveNoticeRequest>;

export const opsNotice = z.object({
  key: z.string(),
  kind: noticeKind,
  execution: noticeExecution,
  platform: contentPlatform,
  sort: z.number().int(),
  startAt: z.number().int().nullable(),
  endAt: z.number().int().nullable(),
  variants: z.array(z.object({ lang: z.string(), title: z.string(), content: z.string() })),
});
export type OpsNotice = z.infer<typeof opsNotice>;

export const listOpsNoticesQuery = z.object({ kind: noticeKind.optional(), ...listQuery });
export type ListOpsNoticesQuery = z.infer<typeof listOpsNoticesQuery>;
export const listOpsNoticesResponse = page(opsNotice);

export const removedResponse = z.object({ key: z.string(), removed: z.boolean() });

/** Help centre sections: aboutus, deposit, withdraw, game, faqs, term, agent, responsible, ... */
export const helpTag = z.string().regex(/^[a-z]{1,32}$/);
export const HELP_DEVICES = ['ALL', 'WEB', 'MOBILE'] as const;

export const helpVariant = z.object({
  lang: language,
  title: z.string().trim().min(1).max(200),
  /** HTML; stored sanitised like a notice's. */
  content: z.string().max(100_000).default(''),
});

/**
 * A help centre page (announcement type H): shown on the player's /help under its parent (or
 * as a section when it has none); displayed top-level pages are also the footer's about links.
 */
export const saveHelpPageRequest = z.object({
  tag: helpTag,
  parentKey: contentKey.nullable().default(null),
  display: z.boolean().default(true),
  device: z.enum(HELP_DEVICES).default('ALL'),
  sort: z.number().int().min(0).max(9999).default(0),
  bgColor: colour.nullable().default(null),
  variants: z.array(helpVariant).min(1).max(30).refine(uniqueLanguages, 'one per language'),
});
export type SaveHelpPageRequest = z.infer<typeof saveHelpPageRequest>;

export const opsHelpPage = z.object({
  key: z.string(),
  tag: z.string(),
  parentKey: z.string().nullable(),
  display: z.boolean(),
  device: z.enum(HELP_DEVICES),
  sort: z.number().int(),
  bgColor: z.string().nullable(),
  variants: z.array(z.object({ lang: z.string(), title: z.string(), content: z.string() })),
});
export type OpsHelpPage = z.infer<typeof opsHelpPage>;

export const listOpsHelpPagesQuery = z.object({ tag: helpTag.optional(), ...listQuery });
export const listOpsHelpPagesResponse = page(opsHelpPage);
