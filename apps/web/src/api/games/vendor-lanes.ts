/**
 * The vendor lanes (GCSGAME_newGameVendor), read by the header's navigation dropdowns and the
 * lobbies' category nav and vendor tabs, so they live beside the client rather than in one
 * feature. Keyed by language; a language change asks again with `flush` (spec §4), so the
 * server cache is skipped and the names come back in the new language.
 */
import { useQuery } from '@tanstack/react-query';
import type { GameType } from '@wl/contract/games/common';
import type { VendorCard, VendorLane } from '@wl/contract/games/list-vendor-lanes';
import type { LanguageCode } from '@wl/contract/common/headers';
import { useLanguage } from '../../i18n/use-language';
import { apiRequest } from '../client';
import { vendorLanesGuard } from '../home-guards';

let firstLanguage: LanguageCode | null = null;

export async function fetchVendorLanes(language: LanguageCode, signal?: AbortSignal) {
  firstLanguage ??= language;
  const value = await apiRequest({
    path: '/wps/relay/GCSGAME_newGameVendor',
    query: { platform: 'html5-desktop', flush: language !== firstLanguage ? 'true' : undefined },
    value: vendorLanesGuard,
    language,
    signal,
  });
  return value.data.lanes;
}

export function useVendorLanes() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['games', 'lanes', language],
    queryFn: ({ signal }) => fetchVendorLanes(language, signal),
    staleTime: 5 * 60_000,
  });
}

/** The vendors of one game type, in the server's order (empty when the type has none). */
export function vendorsOf(lanes: readonly VendorLane[] | undefined, type: GameType): VendorCard[] {
  return lanes?.find((lane) => lane.title === type)?.cards ?? [];
}
