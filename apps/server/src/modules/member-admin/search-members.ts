import type { SearchMembersQuery } from '@wl/contract/member-admin/search-members';
import type { Sql } from '../../db/db';
import { selectMembers } from './member-admin-store';

/** The back office's member search: one field, one keyword, a page. */
export async function searchMembers(options: {
  sql: Sql;
  merchantId: bigint;
  query: SearchMembersQuery;
}) {
  const { total, list } = await selectMembers(options.sql, options.merchantId, options.query);
  return {
    list,
    total,
    totalPages: Math.ceil(total / options.query.pageSize),
    pageNum: options.query.pageNo,
  };
}
