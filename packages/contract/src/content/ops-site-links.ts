import { z } from 'zod';

/**
 * The site's links, edited by content operators (permission 'content.view' to read,
 * 'content.edit' to change) and served in the status call: customer-service entries (the
 * header's live chat, the sidebar's channels, the VIP service from a club rank) and the
 * resources (app downloads such as Android or IOS, and social accounts). Saving replaces both
 * lists and is audited with the lists before and after.
 *
 * GET /ops/site-links   both lists as stored
 * PUT /ops/site-links   replace both lists
 */

/** A web address (http/https) or a path on the site: never javascript: or data:. */
export const siteLinkUrl = z
  .string()
  .trim()
  .min(1)
  .max(2048)
  .regex(/^(https?:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/, 'a web address or a path on the site');

const code = z.string().regex(/^[A-Za-z0-9_]{2,32}$/);

export const customerServiceLink = z.object({
  /** LIVECHAT, TELEGRAM, WHATSAPP, VIP, ... */
  csType: code,
  /** HEADER, SIDEBAR, FOOTER or DEFAULT. */
  csPosition: code.default('DEFAULT'),
  url: siteLinkUrl,
  /** Shown only to members at or above this club rank; null for everyone. */
  minRankLevel: z.number().int().min(0).max(99).nullable().default(null),
});

export const resourceLink = z.object({
  /** Android, IOS, TELEGRAM, WHATSAPP, ... */
  resourceType: code,
  url: siteLinkUrl,
  qrCodeUrl: siteLinkUrl.nullable().default(null),
  labelNameEn: z.string().trim().max(64).default(''),
});

export const siteLinks = z.object({
  customerService: z.array(customerServiceLink).max(20),
  resources: z.array(resourceLink).max(20),
});
export type SiteLinks = z.infer<typeof siteLinks>;
