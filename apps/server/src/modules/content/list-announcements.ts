import type { Announcements, Banner, Notice } from '@wl/contract/system/get-announcements';
import type { Db } from '../../db/db';
import type { Merchant } from '../merchants/merchant';
import { bannerImageUrl } from './banner-image';
import { artOf } from './banner-image-routes';
import { contentLanguage } from './content-language';
import { findActiveBanners, findActiveNotices, type NoticeRow } from './content-store';
import { sanitizeContent } from './sanitize-content';
import { listPromotionNotices } from '../promotions/promotion-notices';

/**
 * MCSFE_getListAnnouncements: the banners and notices live now, for the asked types.
 * Types: B banners, PL marquee (player) notices, PU popups, PR promotions; H (help) is
 * accepted for compatibility and served by /wps/system/helpCenter instead.
 * Execution is the moment the client asks: B (before login) notices show at every moment,
 * A (after login) and F (first visit) ones only when asked for.
 */
const NOTICE_KINDS = { PL: 'player', PU: 'popup', PR: 'promotion' } as const;
type NoticeKind = keyof typeof NOTICE_KINDS;

const KNOWN_TYPES = ['B', 'PL', 'PU', 'PR', 'H'];

interface AnnouncementsQuery {
  db: Db;
  merchant: Merchant;
  language: string;
  types: string;
  platform: 'W' | 'M';
  execution: 'A' | 'B' | 'F';
  nowMs: number;
}

/**
 * The asked types in a fixed order, and the key under which the reply of this query may be
 * shared, per merchant and language, with every other request asking the same
 * (announcement-replies.ts).
 */
export function announcementsQueryKey(
  query: Pick<AnnouncementsQuery, 'types' | 'platform' | 'execution'>,
) {
  const asked = new Set(query.types.split(','));
  const types = KNOWN_TYPES.filter((type) => asked.has(type)).join(',');
  return { types, key: `${query.platform}|${query.execution}|${types}` };
}

export async function listAnnouncements(options: AnnouncementsQuery): Promise<Announcements> {
  const { db, merchant, platform } = options;
  const types = new Set(options.types.split(','));
  const kinds = (Object.keys(NOTICE_KINDS) as NoticeKind[]).filter((k) => types.has(k));
  const at = new Date(options.nowMs);
  const base = {
    ...contentLanguage(merchant, options.language),
    merchantId: merchant.id,
    platform,
    at,
  };
  const [bannerRows, noticeRows] = await Promise.all([
    types.has('B') ? findActiveBanners(db, base) : [],
    kinds.length > 0
      ? findActiveNotices(db, {
          ...base,
          kinds,
          executions: options.execution === 'B' ? ['B'] : ['B', options.execution],
        })
      : [],
  ]);
  const result: Announcements = { banners: [], player: [], popup: [], promotion: [] };
  result.banners = bannerRows.map((row): Banner => ({
    bannerId: String(row.id),
    groupName: row.group_name,
    url: row.image_url ?? bannerImageUrl(row.id, artOf(row)),
    // A generated picture carries no text: the page lays the caption over it, and the caption
    // names the banner. The title goes alone (the picture's alternative text) only with the
    // operator's own picture: sent twice it was ~6 % of every reply's bytes (ADR 0058).
    ...(row.image_url
      ? { title: row.title, caption: null }
      : { caption: { title: row.title, subtitle: row.subtitle } }),
    linkageType: row.linkage_type,
    linkage: row.linkage,
    sort: row.sort,
  }));
  for (const row of noticeRows) result[NOTICE_KINDS[row.kind]].push(toNotice(row));
  // The promotions module's running promotions follow the back office's promotion notices.
  if (types.has('PR')) {
    result.promotion.push(
      ...(await listPromotionNotices({
        db,
        merchantId: merchant.id,
        language: options.language,
        settings: merchant.settings,
        now: at,
      })),
    );
  }
  return result;
}

function toNotice(row: NoticeRow): Notice {
  return {
    id: row.notice_key,
    title: row.title,
    content: sanitizeContent(row.content),
    type: row.kind,
    execution: row.execution,
    imageUrl: row.image_url,
    startDate: row.start_at?.getTime() ?? null,
    endDate: row.end_at?.getTime() ?? null,
  };
}
