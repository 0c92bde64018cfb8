import { z } from 'zod';
import { queryInt } from '../common/paging';

/**
 * The member's platform inbox (member centre page messageV2), reference §3.8:
 * GET /wps/relay/CSP_unreadCount           the badge: a bare number (unread, not deleted)
 * GET /wps/relay/CSP_getInbox?page=&size=  newest first, `{content, totalPages, pageNum}`
 * Operator messages carry the operator's text; a system message also carries `params`, which
 * the web app puts into the translated text of its `kind` (the stored text is the fallback).
 */
export const unreadCountQuery = z.object({});
export const unreadCountResponse = z.number().int().min(0);

export const listInboxQuery = z.object({
  page: queryInt(1, 100_000).default(1),
  size: queryInt(1, 100).default(10),
});

export const inboxMessage = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** Epoch ms. */
  sentAt: z.number().int(),
  read: z.boolean(),
});
export type InboxMessage = z.infer<typeof inboxMessage>;

export const listInboxResponse = z.object({
  content: z.array(inboxMessage),
  total: z.number().int(),
  totalPages: z.number().int(),
  pageNum: z.number().int(),
  unread: z.number().int(),
});
export type ListInboxResponse = z.infer<typeof listInboxResponse>;
