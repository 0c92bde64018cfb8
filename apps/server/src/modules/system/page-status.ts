import { PAGE_DATA_IDS } from '@wl/contract/system/first-page';
import type { FirstPageData } from '../../http/serve-web';
import type { AppDeps } from '../../app-deps';
import { statusReplies } from './status-replies';

/**
 * The system status written into the player site's page (ADR 0051): the reply
 * GET /wps/system/status gives a first visit of the same address — the merchant of the host
 * asked for, the visitor's location and region restriction by their address — so the site's
 * first screen does not wait for that round trip. Kept a second per merchant, as the API's.
 */
export function pageStatus(deps: Pick<AppDeps, 'merchants' | 'geoip'>): FirstPageData {
  const replies = statusReplies();
  return async (request) => {
    const host = request.headers.host;
    const merchant = await deps.merchants.resolve({ header: undefined, host });
    const reply = await replies.reply({
      merchant,
      ip: request.ip,
      pageUrl: host,
      requestHost: host,
      geoip: deps.geoip,
      onGeoIpError: (err) => request.log.error({ err }, 'geoip lookup failed'),
    });
    return { data: { id: PAGE_DATA_IDS.status, json: reply.toString('utf8') } };
  };
}
