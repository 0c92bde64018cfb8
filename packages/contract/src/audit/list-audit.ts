import { z } from 'zod';
import { queryInt } from '../common/paging';

/**
 * GET /ops/audit (permission 'audit.view') — the append-only audit log of the merchant, newest
 * first: who (actor and, for operators, their user name), what (action and subject), the state
 * before and after, when and from which IP. Filters combine with AND; times are epoch ms.
 */
export const AUDIT_ACTOR_TYPES = ['member', 'operator', 'system', 'vendor', 'visitor'] as const;

export const listAuditQuery = z.object({
  actorType: z.enum(AUDIT_ACTOR_TYPES).optional(),
  actorId: z.string().trim().min(1).max(64).optional(),
  action: z.string().trim().min(1).max(64).optional(),
  subjectType: z.string().trim().min(1).max(64).optional(),
  subjectId: z.string().trim().min(1).max(64).optional(),
  ip: z.string().trim().min(1).max(64).optional(),
  startTime: z.coerce.number().int().min(0).optional(),
  endTime: z.coerce.number().int().min(0).optional(),
  pageNo: queryInt(1, 100_000).default(1),
  pageSize: queryInt(1, 200).default(50),
});
export type ListAuditQuery = z.infer<typeof listAuditQuery>;

export const auditEntry = z.object({
  id: z.string(),
  actorType: z.enum(AUDIT_ACTOR_TYPES),
  actorId: z.string().nullable(),
  /** The operator's or member's user name when the actor is one. */
  actorName: z.string().nullable(),
  action: z.string(),
  subjectType: z.string().nullable(),
  subjectId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  createdAt: z.number().int(),
});
export type AuditEntryView = z.infer<typeof auditEntry>;

export const listAuditResponse = z.object({
  list: z.array(auditEntry),
  total: z.number().int(),
  totalPages: z.number().int(),
  pageNum: z.number().int(),
});
