/**
 * Announcements (banners, marquee notices, popups, promotions) from
 * /wps/relay/MCSFE_getListAnnouncements. Fetched once per language and kept in session
 * storage (spec §7), so moving between pages and reloading the tab do not ask again.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Announcements } from '@wl/contract/system/get-announcements';
import type { LanguageCode } from '@wl/contract/common/headers';
import { apiRequest } from '../../../api/client';
import { announcementsGuard } from '../../../api/home-guards';
import {
  PAGE_DATA_IDS,
  SITE_ANNOUNCEMENTS_REQUEST,
  type PageAnnouncements,
} from '@wl/contract/system/first-page';
import { successValue, takePageJson } from '../../../api/page-data';
import { getMerchant } from '../../../api/session';
import { useLanguage } from '../../../i18n/use-language';

function cacheKey(language: LanguageCode) {
  return `announcements:${getMerchant() ?? ''}:${language}`;
}

export function readCachedAnnouncements(language: LanguageCode): Announcements | undefined {
  try {
    const text = window.sessionStorage.getItem(cacheKey(language));
    if (!text) return undefined;
    const parsed = announcementsGuard.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function writeCachedAnnouncements(language: LanguageCode, value: Announcements) {
  try {
    window.sessionStorage.setItem(cacheKey(language), JSON.stringify(value));
  } catch {
    // Not cached: the next page load asks again.
  }
}

/**
 * The announcements the server wrote into the page (ADR 0056), when they are the reply this
 * call would get: for the merchant this tab talks to and the language asked. The server guesses
 * the language from the cookie the site keeps it in; a visitor whose choice is not there (an
 * older visit, cookies refused) gets the merchant's default written, and the site asks instead.
 */
function takePageAnnouncements(language: LanguageCode): Announcements | null {
  const data = takePageJson(PAGE_DATA_IDS.announcements) as Partial<PageAnnouncements> | null;
  const merchant = getMerchant();
  if (!data || !merchant || data.merchant !== merchant || data.language !== language) return null;
  const parsed = announcementsGuard.safeParse(successValue(data.reply));
  return parsed.success ? parsed.data : null;
}

export async function fetchAnnouncements(language: LanguageCode, signal?: AbortSignal) {
  const value =
    takePageAnnouncements(language) ??
    (await apiRequest({
      path: '/wps/relay/MCSFE_getListAnnouncements',
      query: SITE_ANNOUNCEMENTS_REQUEST,
      value: announcementsGuard,
      language,
      signal,
    }));
  writeCachedAnnouncements(language, value);
  return value;
}

export function announcementsQuery(language: LanguageCode) {
  return queryOptions({
    queryKey: ['announcements', language] as const,
    queryFn: ({ signal }) => fetchAnnouncements(language, signal),
    initialData: () => readCachedAnnouncements(language),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useAnnouncements() {
  return useQuery(announcementsQuery(useLanguage()));
}
