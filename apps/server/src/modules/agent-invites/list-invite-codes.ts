import type { ListInviteCodesValue } from '@wl/contract/agent/invite-codes';
import type { Db } from '../../db/db';
import { requireAgent } from '../agent-team/agent-access';
import { inviteCodeToView } from './invite-code-edge';
import { selectAgentCodes } from './invite-code-store';

/** The signed-in agent's own codes, active first, newest first, with registrations per code. */
export async function listInviteCodes(options: {
  db: Db;
  merchantId: bigint;
  memberId: bigint;
  page: { pageNo: number; pageSize: number };
}): Promise<ListInviteCodesValue> {
  const { db, page } = options;
  const agent = await requireAgent(db, options.merchantId, options.memberId);
  const { rows, total } = await selectAgentCodes(db, agent.id, {
    limit: page.pageSize,
    offset: (page.pageNo - 1) * page.pageSize,
  });
  return {
    list: rows.map(inviteCodeToView),
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    total,
    totalPages: Math.ceil(total / page.pageSize),
  };
}
