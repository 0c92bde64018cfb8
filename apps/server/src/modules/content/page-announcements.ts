import { getAnnouncementsQuery } from '@wl/contract/system/get-announcements';
import { bannerGroupOfPath } from '@wl/contract/system/banner-groups';
import { PAGE_DATA_IDS, SITE_ANNOUNCEMENTS_REQUEST } from '@wl/contract/system/first-page';
import type { FirstPageData } from '../../http/serve-web';
import type { AppDeps } from '../../app-deps';
import type { JsonText } from '../../http/json-reply';
import { pageLanguage } from '../system/page-language';
import { announcementsReplier, ANNOUNCEMENTS_MODULE } from './content-relays';

/** What a page needs from one kept reply: its text and the first banner of each group. */
interface PageReading {
  json: string;
  firstBanners: Map<string, string>;
}

/**
 * The first banner the page's carousel shows for each group (lowest sort first, as
 * banner-area.tsx picks), read once per kept reply: the reply object stays the same while it is
 * kept (ADR 0058), so a page view costs a WeakMap lookup, not a JSON.parse of the whole reply.
 */
const readings = new WeakMap<JsonText, PageReading>();
function readingOf(kept: JsonText): PageReading {
  let reading = readings.get(kept);
  if (reading) return reading;
  const json = kept.json.toString();
  const reply = JSON.parse(json) as {
    value?: { banners?: { groupName: string; sort: number; url: string }[] };
  };
  const firsts = new Map<string, { sort: number; url: string }>();
  for (const banner of reply.value?.banners ?? []) {
    const first = firsts.get(banner.groupName);
    if (!first || banner.sort < first.sort) firsts.set(banner.groupName, banner);
  }
  reading = { json, firstBanners: new Map([...firsts].map(([group, b]) => [group, b.url])) };
  readings.set(kept, reading);
  return reading;
}

/**
 * The announcements written into the player site's page (ADR 0056): the reply the site's
 * announcements call would get — the merchant of the host asked for, the language the site will
 * open in (the visitor's choice from the language cookie, else the merchant's default, by the
 * site's own rule) — tagged with both so the site takes it only when they are its own; and the
 * first banner of the address's banner group as a picture to fetch with the page, as that banner
 * is the home page's largest paint. Kept replies are shared with the call (1 s, dropped on edits).
 */
export function pageAnnouncements(
  deps: Pick<AppDeps, 'merchants' | 'db' | 'shared' | 'now'>,
): FirstPageData {
  const reply = announcementsReplier(deps);
  const request = getAnnouncementsQuery.parse(SITE_ANNOUNCEMENTS_REQUEST);
  return async (pageRequest) => {
    const merchant = await deps.merchants.resolve({
      header: undefined,
      host: pageRequest.headers.host,
    });
    // The call answers function.not.available then; the site asks and shows that as before.
    if (merchant.flags[ANNOUNCEMENTS_MODULE] === false) return null;
    const language = pageLanguage(pageRequest, merchant);
    const { json, firstBanners } = readingOf(await reply(request, merchant, language));
    const group = bannerGroupOfPath(pageRequest.url.split('?')[0] ?? '/');
    const banner = group ? firstBanners.get(group) : undefined;
    return {
      data: {
        id: PAGE_DATA_IDS.announcements,
        // The reply is spliced in as it is kept: no second serialisation per page.
        json: `{"merchant":${JSON.stringify(merchant.code)},"language":"${language}","reply":${json}}`,
      },
      images: banner ? [banner] : [],
    };
  };
}
