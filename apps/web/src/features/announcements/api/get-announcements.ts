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
import { getMerchant } from '../../../api/session';
import { useLanguage } from '../../../i18n/use-language';

/** Request of spec §7: types B,PL,PU,PR; platform W (web); execution B. */
export const ANNOUNCEMENT_REQUEST = { types: 'B,PL,PU,PR', platform: 'W', execution: 'B' };

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

export async function fetchAnnouncements(language: LanguageCode, signal?: AbortSignal) {
  const value = await apiRequest({
    path: '/wps/relay/MCSFE_getListAnnouncements',
    query: ANNOUNCEMENT_REQUEST,
    value: announcementsGuard,
    language,
    signal,
  });
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
