import type { ListAuditQuery } from '@wl/contract/audit/list-audit';
import type { Sql } from '../../db/db';
import { selectAuditPage } from './audit-view-store';

/** The audit viewer's page: who, what, before → after, when, from which IP. */
export async function listAudit(options: { sql: Sql; merchantId: bigint; query: ListAuditQuery }) {
  const { total, list } = await selectAuditPage(options.sql, options.merchantId, options.query);
  return {
    list,
    total,
    totalPages: Math.ceil(total / options.query.pageSize),
    pageNum: options.query.pageNo,
  };
}
