import type { Sql } from '../../../db/db';
import { countMemberHistory, selectMemberHistory } from './login-history-store';

/** The security centre's login history: successes and failures on the account, newest first. */
export async function listLoginHistory(options: {
  sql: Sql;
  memberId: bigint;
  pageNo: number;
  pageSize: number;
}) {
  const rows = await selectMemberHistory(
    options.sql,
    options.memberId,
    options.pageSize,
    (options.pageNo - 1) * options.pageSize,
  );
  const total = await countMemberHistory(options.sql, options.memberId);
  return {
    list: rows.map((r) => ({
      loginTime: r.created_at.getTime(),
      ip: r.ip,
      method: r.method,
      success: r.success,
      userAgent: r.user_agent,
    })),
    pageNo: options.pageNo,
    pageSize: options.pageSize,
    total,
    totalPages: Math.ceil(total / options.pageSize),
  };
}
