import { getStatusResponse } from '@wl/contract/system/get-status';
import { serializePart } from '../../http/json-reply';
import type { Merchant } from '../merchants/merchant';
import {
  mainDomainOf,
  statusOfMerchant,
  statusOfVisitor,
  type StatusRequest,
} from './get-system-status';

/** How long one merchant's status stays serialised (ADR 0044). */
export const STATUS_CACHE_MS = 1_000;
/** Main domains kept per merchant (the `url` query names one when none is configured). */
const MAX_DOMAINS = 64;

const encodeInfo = serializePart(getStatusResponse.shape.info);
const encodeLocation = serializePart(getStatusResponse.shape.location);

interface Template {
  until: number;
  head: string;
  tail: string;
}

/**
 * GET /wps/system/status as JSON text, kept per merchant for a second with only the visitor's
 * part (location, region restriction) written per request. Every request of every visitor
 * asks for it before the app mounts, and apart from the address it depends only on the
 * merchant's settings — so the cache is keyed by the merchant object itself: when an operator
 * changes the settings, the merchant resolver drops its object on every node (ADR 0030) and the
 * next request, holding the new object, misses here. The customer-service links are sealed
 * once a second rather than once a reply (ADR 0005's fresh key stays per entry).
 */
export function statusReplies(options: { now?: () => number } = {}) {
  const now = options.now ?? (() => performance.now());
  const byMerchant = new WeakMap<Merchant, Map<string, Template>>();

  function templateOf(merchant: Merchant, mainDomain: string): Template {
    let templates = byMerchant.get(merchant);
    if (!templates) byMerchant.set(merchant, (templates = new Map()));
    const hit = templates.get(mainDomain);
    if (hit && hit.until > now()) return hit;
    const shared = statusOfMerchant(merchant, mainDomain);
    const template = {
      until: now() + STATUS_CACHE_MS,
      // The reply's keys in the schema's order; the visitor's part goes between head and tail.
      head:
        `{"success":true,"message":"","value":{"maintenance":${JSON.stringify(shared.maintenance)},` +
        `"maintenanceEnd":${JSON.stringify(shared.maintenanceEnd)},"regionRestriction":`,
      tail: `,"info":${encodeInfo(shared.info)}}}`,
    };
    templates.delete(mainDomain);
    if (templates.size >= MAX_DOMAINS) templates.delete(templates.keys().next().value!);
    templates.set(mainDomain, template);
    return template;
  }

  return {
    async reply(request: StatusRequest): Promise<string> {
      const template = templateOf(request.merchant, mainDomainOf(request));
      const visitor = await statusOfVisitor(request);
      return (
        template.head +
        JSON.stringify(visitor.regionRestriction) +
        `,"location":${encodeLocation(visitor.location)}` +
        template.tail
      );
    },
  };
}
export type StatusReplies = ReturnType<typeof statusReplies>;
