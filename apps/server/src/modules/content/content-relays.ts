import {
  getAnnouncementsQuery,
  getAnnouncementsResponse,
} from '@wl/contract/system/get-announcements';
import type { AppDeps } from '../../app-deps';
import { JsonText, serializeEnvelope } from '../../http/json-reply';
import { relay, type RelayTable } from '../../http/relay';
import { announcementRepliesOf } from './announcement-replies';
import { announcementsKey, listAnnouncements } from './list-announcements';

const encode = serializeEnvelope(getAnnouncementsResponse);

/** Announcements relay; CCSFE_ is the newer clients' name for the same call. */
export function contentRelays(deps: AppDeps): RelayTable {
  const replies = announcementRepliesOf(deps.shared);
  const announcements = relay({
    method: 'GET',
    moduleId: 'COMM3',
    token: false,
    input: getAnnouncementsQuery,
    output: getAnnouncementsResponse,
    summary: 'Live banners, marquee notices, popups and promotions',
    handler: async (input, request) => {
      const asked = { ...input, merchant: request.merchant, language: request.language };
      const { types, key } = announcementsKey(asked);
      const json = await replies.reply(request.merchant.id, key, async () =>
        encode(await listAnnouncements({ ...asked, types, db: deps.db, nowMs: deps.now() })),
      );
      return new JsonText(json);
    },
  });
  return {
    MCSFE_getListAnnouncements: announcements,
    CCSFE_getListAnnouncements: announcements,
  };
}
