import { z } from 'zod';
import { domainRouteEntry } from '@wl/contract/system/get-status';
import { registerFieldRule, type RegisterSettings } from '@wl/contract/system/register-settings';
import { whitelabelNode, type WhitelabelNode } from '@wl/contract/system/whitelabel';
import type { Merchant } from '../merchants/merchant';

/**
 * The merchant's status configuration (merchants.status_config), read defensively: it is
 * operator-edited JSON, so a field that does not parse falls back to its default on its own
 * instead of taking the whole status call down.
 */
const countryCodes = z
  .array(
    z
      .string()
      .regex(/^[A-Za-z]{2}$/)
      .transform((c) => c.toUpperCase()),
  )
  .catch([]);

const customerServiceConfig = z.object({
  /** LIVECHAT, TELEGRAM, WHATSAPP, VIP, FACEBOOK, ... */
  csType: z.string().min(1).max(32),
  /** Where the client places the entry (HEADER, SIDEBAR, FOOTER, ...). */
  csPosition: z.string().max(32).default('DEFAULT'),
  /** The plain URL; it is encrypted at serve time and never stored encrypted. */
  url: z.string().min(1).max(2048),
  /** Shown only to members whose VIP rank is at least this (spec §9: VIP service above 4). */
  minRankLevel: z.number().int().min(0).nullable().default(null),
});
export type CustomerServiceConfig = z.infer<typeof customerServiceConfig>;

const resourceConfig = z.object({
  resourceType: z.string().min(1).max(32),
  url: z.string().max(2048),
  qrCodeUrl: z.string().max(2048).nullable().default(null),
  labelNameEn: z.string().max(64).default(''),
});

export const statusConfigSchema = z.object({
  maintenance: z.boolean().catch(false),
  /** Epoch ms; shown on the maintenance screen. */
  maintenanceEnd: z.number().int().nullable().catch(null),
  /** When non-empty, only these countries may enter. */
  regionAllow: countryCodes,
  /** These countries never may. */
  regionDeny: countryCodes,
  customerService: z.array(customerServiceConfig).catch([]),
  resources: z.array(resourceConfig).catch([]),
  analytics: z.object({ gtagId: z.string().nullable().catch(null) }).catch({ gtagId: null }),
  imageCDNs: z.array(z.string().max(512)).catch([]),
  launchGameCDNs: z.array(z.string().max(512)).catch([]),
  domainRoutes: z.array(domainRouteEntry).catch([]),
  mainDomain: z.string().max(255).nullable().catch(null),
});
export type StatusConfig = z.infer<typeof statusConfigSchema>;

// Merchant objects are cached by the resolver for a few seconds; parse each one once.
const parsed = new WeakMap<Merchant, StatusConfig>();

export function statusConfigOf(merchant: Merchant): StatusConfig {
  let config = parsed.get(merchant);
  if (!config) {
    const raw: unknown = merchant.statusConfig;
    config = statusConfigSchema.parse(typeof raw === 'object' && raw !== null ? raw : {});
    parsed.set(merchant, config);
  }
  return config;
}

/**
 * The registration rules and module tree as served: entries that do not match the contract
 * are left out (a broken field rule, a malformed node), so operator data cannot break the reply.
 */
const validRules = new WeakMap<Merchant, RegisterSettings>();
const validTrees = new WeakMap<Merchant, WhitelabelNode[]>();

export function registerConfigOf(merchant: Merchant): RegisterSettings {
  let rules = validRules.get(merchant);
  if (!rules) {
    const raw: unknown = merchant.registerConfig;
    const entries = typeof raw === 'object' && raw !== null ? Object.entries(raw) : [];
    rules = Object.fromEntries(
      entries.flatMap(([field, rule]) => {
        const parsedRule = registerFieldRule.safeParse(rule);
        return parsedRule.success ? [[field, parsedRule.data]] : [];
      }),
    );
    validRules.set(merchant, rules);
  }
  return rules;
}

export function whitelabelOf(merchant: Merchant): WhitelabelNode[] {
  let tree = validTrees.get(merchant);
  if (!tree) {
    const raw: unknown = merchant.whitelabel;
    tree = (Array.isArray(raw) ? raw : []).filter(
      (node): node is WhitelabelNode => whitelabelNode.safeParse(node).success,
    );
    validTrees.set(merchant, tree);
  }
  return tree;
}
