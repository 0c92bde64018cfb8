/** GET /wps/system/helpCenter: the help-centre sections in the current language. */
import { useQuery } from '@tanstack/react-query';
import type { LanguageCode } from '@wl/contract/common/headers';
import type { HelpEntry } from '@wl/contract/system/get-help-center';
import { apiRequest } from '../../../api/client';
import { helpCenterGuard } from '../../../api/home-guards';
import { useLanguage } from '../../../i18n/use-language';

export function fetchHelpCenter(language: LanguageCode, signal?: AbortSignal) {
  return apiRequest({
    path: '/wps/system/helpCenter',
    query: { lang: language, device: 'WEB' },
    value: helpCenterGuard,
    language,
    signal,
  });
}

export function useHelpCenter() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['help-center', language],
    queryFn: ({ signal }) => fetchHelpCenter(language, signal),
    staleTime: 10 * 60_000,
  });
}

/** The first displayed entry with this tag, searched depth-first. */
export function findHelpEntry(entries: HelpEntry[], tag: string): HelpEntry | null {
  for (const entry of entries) {
    if (!entry.display) continue;
    if (entry.tag === tag) return entry;
    const child = findHelpEntry(entry.children, tag);
    if (child) return child;
  }
  return null;
}

/** Whether the help content carries the tag (the header shows the affiliate link on `agent`). */
export function useHelpHasTag(tag: string): boolean {
  const { data } = useHelpCenter();
  return data ? findHelpEntry(data, tag) !== null : false;
}
