import type { AgentTreeQuery } from '@wl/contract/agent/ops-agents';
import type { Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import { selectPathTo, selectTreeLevel } from './agent-admin-store';

/** One page of one level of the downline tree, as the back office expands it. */
export async function listTreeLevel(options: {
  sql: Sql;
  merchantId: bigint;
  query: AgentTreeQuery;
}) {
  const { pageNo, pageSize, parentId } = options.query;
  const { list, total } = await selectTreeLevel(options.sql, {
    merchantId: options.merchantId,
    parentId: parentId === undefined ? null : BigInt(parentId),
    limit: pageSize,
    offset: (pageNo - 1) * pageSize,
  });
  return { list, total, totalPages: Math.ceil(total / pageSize), pageNum: pageNo };
}

/** The chain from the top of the tree down to a member found by user name (any case). */
export async function findPath(options: { sql: Sql; merchantId: bigint; username: string }) {
  const path = await selectPathTo(options.sql, options.merchantId, options.username);
  if (path.length === 0) throw new AppError('not_found');
  return { path };
}
