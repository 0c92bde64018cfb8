import {
  getAnnouncementsQuery,
  getAnnouncementsResponse,
  type Announcements,
} from '@wl/contract/system/get-announcements';
import type { AppDeps } from '../../app-deps';
import { relay, type RelayTable } from '../../http/relay';
import { contentCache } from './content-cache';
import { listAnnouncements } from './list-announcements';

/** Announcements relay; CCSFE_ is the newer clients' name for the same call. */
export function contentRelays(deps: AppDeps): RelayTable {
  const cache = contentCache<Announcements>({ maxAgeMs: 5_000, limit: 500 });
  const announcements = relay({
    method: 'GET',
    moduleId: 'COMM3',
    token: false,
    input: getAnnouncementsQuery,
    output: getAnnouncementsResponse,
    summary: 'Live banners, marquee notices, popups and promotions',
    handler: (input, request) =>
      listAnnouncements({
        db: deps.db,
        merchant: request.merchant,
        language: request.language,
        types: input.types,
        platform: input.platform,
        execution: input.execution,
        nowMs: deps.now(),
        cache,
      }),
  });
  return {
    MCSFE_getListAnnouncements: announcements,
    CCSFE_getListAnnouncements: announcements,
  };
}
