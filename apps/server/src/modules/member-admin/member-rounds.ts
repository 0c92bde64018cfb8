import type { ListMemberRoundsQuery } from '@wl/contract/member-admin/member-rounds';
import type { Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import { getMemberDetail } from './member-page';
import { selectMemberRounds, selectRoundRecall } from './member-rounds-store';

type MemberOf = { sql: Sql; merchantId: bigint; memberId: bigint };

/** A member's bets as rounds, for an operator; the member must be of the operator's merchant. */
export async function listMemberRounds(options: MemberOf & { query: ListMemberRoundsQuery }) {
  await getMemberDetail(options);
  const { total, list } = await selectMemberRounds(options.sql, options.memberId, options.query);
  return {
    list,
    total,
    totalPages: Math.ceil(total / options.query.pageSize),
    pageNum: options.query.pageNo,
  };
}

/** Round recall: what the vendor sent for the round, as the seamless wallet stored it. */
export async function recallRound(options: MemberOf & { vendorCode: string; roundId: string }) {
  await getMemberDetail(options);
  const recall = await selectRoundRecall(options.sql, options);
  if (!recall) throw new AppError('not_found');
  return recall;
}
