import { getStatusResponse } from '@wl/contract/system/get-status';
import { deflatedPart, gzipSpliced, type DeflatedPart } from '../../http/gzip-splice';
import { andThen } from '../../lib/maybe-promise';
import { serializePart } from '../../http/json-reply';
import type { GeoIp } from '../../providers/geoip/geoip';
import type { Merchant } from '../merchants/merchant';
import {
  mainDomainOf,
  statusOfMerchant,
  visitorCountry,
  type StatusRequest,
} from './get-system-status';
import { isRegionRestricted } from './region-restriction';
import { statusConfigOf } from './status-config';

/** How long one merchant's status stays serialised (ADR 0044). */
export const STATUS_CACHE_MS = 1_000;
/** Main domains kept per merchant (the `url` query names one when none is configured). */
const MAX_DOMAINS = 64;
/** Addresses whose country is remembered (per GeoIp: the database is read once a process). */
const MAX_VISITORS = 10_000;

const encodeInfo = serializePart(getStatusResponse.shape.info);
const encodeLocation = serializePart(getStatusResponse.shape.location);

interface Template {
  until: number;
  head: Buffer;
  tail: Buffer;
  regionAllow: readonly string[];
  regionDeny: readonly string[];
  /** Replies of this template asked gzip-compressed, and the tail deflated from the second. */
  gzipAsked: number;
  deflatedTail?: DeflatedPart;
}

/** What the status says of an address whatever the merchant: its country, as JSON bytes. */
interface Visitor {
  countryCode: string | null;
  location: Buffer;
}

interface Front {
  template: Template;
  front: Buffer[];
}

export interface EncodedStatus {
  body: Buffer;
  gzip: boolean;
}

const RESTRICTED = Buffer.from('true');
const NOT_RESTRICTED = Buffer.from('false');

/**
 * GET /wps/system/status as JSON text, kept per merchant for a second with only the visitor's
 * part (location, region restriction) written per request. Every request of every visitor
 * asks for it before the app mounts, and apart from the address it depends only on the
 * merchant's settings — so the cache is keyed by the merchant object itself: when an operator
 * changes the settings, the merchant resolver drops its object on every node (ADR 0030) and the
 * next request, holding the new object, misses here. The customer-service links are sealed
 * once a second rather than once a reply (ADR 0005's fresh key stays per entry).
 *
 * The reply is sent as bytes, head and tail kept encoded (ADR 0052), and an address's country
 * and location part are remembered per GeoIp: the database does not change under a running
 * process. A lookup that failed is not remembered (the next request tries again).
 */
export function statusReplies(options: { now?: () => number } = {}) {
  const now = options.now ?? (() => performance.now());
  const byMerchant = new WeakMap<Merchant, Map<string, Template>>();
  const visitorsByGeoIp = new WeakMap<GeoIp, Map<string, Visitor>>();

  function templateOf(merchant: Merchant, mainDomain: string): Template {
    let templates = byMerchant.get(merchant);
    if (!templates) byMerchant.set(merchant, (templates = new Map()));
    const hit = templates.get(mainDomain);
    if (hit && hit.until > now()) return hit;
    const shared = statusOfMerchant(merchant, mainDomain);
    const config = statusConfigOf(merchant);
    const template = {
      until: now() + STATUS_CACHE_MS,
      // The reply's keys in the schema's order; the visitor's part goes between head and tail.
      head: Buffer.from(
        `{"success":true,"message":"","value":{"maintenance":${JSON.stringify(shared.maintenance)},` +
          `"maintenanceEnd":${JSON.stringify(shared.maintenanceEnd)},"regionRestriction":`,
      ),
      tail: Buffer.from(`,"info":${encodeInfo(shared.info)}}}`),
      regionAllow: config.regionAllow,
      regionDeny: config.regionDeny,
      gzipAsked: 0,
    };
    templates.delete(mainDomain);
    if (templates.size >= MAX_DOMAINS) templates.delete(templates.keys().next().value!);
    templates.set(mainDomain, template);
    return template;
  }

  /** The address's part, kept; a promise only the first time an address is seen. */
  function visitorOf(request: StatusRequest): Visitor | Promise<Visitor> {
    let visitors = visitorsByGeoIp.get(request.geoip);
    if (!visitors) visitorsByGeoIp.set(request.geoip, (visitors = new Map()));
    return visitors.get(request.ip) ?? lookUp(request, visitors);
  }

  async function lookUp(request: StatusRequest, visitors: Map<string, Visitor>): Promise<Visitor> {
    const { ip } = request;
    const { countryCode, looked } = await visitorCountry(request);
    const visitor = {
      countryCode,
      location: Buffer.from(`,"location":${encodeLocation({ ip, countryCode })}`),
    };
    if (!looked) return visitor;
    if (visitors.size >= MAX_VISITORS) visitors.clear();
    visitors.set(ip, visitor);
    return visitor;
  }

  /**
   * The visitor's part of the reply, in pieces: head, region restriction and location. Without
   * a promise when the address is known (nearly every request).
   */
  function frontOf(request: StatusRequest): Front | Promise<Front> {
    const template = templateOf(request.merchant, mainDomainOf(request));
    return andThen(visitorOf(request), (visitor) => {
      const restricted = isRegionRestricted({
        ip: request.ip,
        countryCode: visitor.countryCode,
        allow: template.regionAllow,
        deny: template.regionDeny,
      });
      const front = [template.head, restricted ? RESTRICTED : NOT_RESTRICTED, visitor.location];
      return { template, front };
    });
  }

  function encoded({ template, front }: Front, gzip: boolean): EncodedStatus {
    if (gzip) {
      template.gzipAsked += 1;
      if (template.gzipAsked >= 2) template.deflatedTail ??= deflatedPart(template.tail);
      if (template.deflatedTail) {
        return { body: gzipSpliced(front, template.deflatedTail), gzip: true };
      }
    }
    return { body: Buffer.concat([...front, template.tail]), gzip: false };
  }

  return {
    async reply(request: StatusRequest): Promise<Buffer> {
      const { template, front } = await frontOf(request);
      return Buffer.concat([...front, template.tail]);
    },

    /**
     * The reply gzip-compressed when the client accepts it: the merchant's settings (the tail,
     * ~5 KB of the ~5.7) deflated once per template, the visitor's part spliced in front
     * uncompressed (http/gzip-splice.ts) — nothing is compressed per request. A template asked
     * compressed only once goes plain: deflating it would cost more than the bytes it saves.
     */
    encodedReply(request: StatusRequest, gzip: boolean): EncodedStatus | Promise<EncodedStatus> {
      return andThen(frontOf(request), (front) => encoded(front, gzip));
    },
  };
}
export type StatusReplies = ReturnType<typeof statusReplies>;
