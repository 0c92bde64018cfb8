import {
  getAnnouncementsQuery,
  getAnnouncementsResponse,
} from '@wl/contract/system/get-announcements';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { envelopeBytes, JsonText } from '../../http/json-reply';
import { relay, type RelayTable } from '../../http/relay';
import type { Merchant } from '../merchants/merchant';
import { announcementRepliesOf } from './announcement-replies';
import { announcementsQueryKey, listAnnouncements } from './list-announcements';

const encode = envelopeBytes(getAnnouncementsResponse);

/** The whitelabel switch of the announcements call: a merchant with it off gets none. */
export const ANNOUNCEMENTS_MODULE = 'COMM3';

/**
 * The announcements reply, whole envelope serialised, from the app's kept replies: what the
 * relay sends and what the page carries (ADR 0056) are the same bytes. A kept reply is answered
 * without a promise (ADR 0058).
 */
export function announcementsReplier(deps: Pick<AppDeps, 'db' | 'shared' | 'now'>) {
  const replies = announcementRepliesOf(deps.shared);
  // The relay's parsed queries are remembered and shared per query string (ADR 0052), so the
  // types are put in order and the key made once per query, not per request (ADR 0058).
  const queryKeys = new WeakMap<object, { types: string; key: string }>();
  return (
    input: z.output<typeof getAnnouncementsQuery>,
    merchant: Merchant,
    language: string,
  ): JsonText | Promise<JsonText> => {
    let asked = queryKeys.get(input);
    if (!asked) queryKeys.set(input, (asked = announcementsQueryKey(input)));
    const kept = replies.kept(merchant, asked.key, language);
    if (kept) return kept;
    const { types } = asked;
    return replies.load(merchant, asked.key, language, async () => {
      const value = await listAnnouncements({
        ...input,
        types,
        merchant,
        language,
        db: deps.db,
        nowMs: deps.now(),
      });
      return new JsonText(encode(value));
    });
  };
}

/** Announcements relay; CCSFE_ is the newer clients' name for the same call. */
export function contentRelays(deps: AppDeps): RelayTable {
  const reply = announcementsReplier(deps);
  const announcements = relay({
    method: 'GET',
    moduleId: ANNOUNCEMENTS_MODULE,
    token: false,
    input: getAnnouncementsQuery,
    output: getAnnouncementsResponse,
    summary: 'Live banners, marquee notices, popups and promotions',
    rememberQueries: true,
    handler: (input, request) => reply(input, request.merchant, request.language),
  });
  return {
    MCSFE_getListAnnouncements: announcements,
    CCSFE_getListAnnouncements: announcements,
  };
}
