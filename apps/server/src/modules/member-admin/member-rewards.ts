import type { Db, Sql } from '../../db/db';
import { byOperator, insertAudit } from '../audit/audit-store';
import { listMemberBonuses } from '../bonus/bonus-store';
import { bonusView } from '../bonus/bonus-view';
import { pointsBalance } from '../points/points-accounts';
import { listPointsDetails } from '../points/points-details';
import { getMemberDetail } from './member-page';
import { updateMemberLabels } from './member-page-store';

type MemberCall = { sql: Sql; merchantId: bigint; memberId: bigint };

/** The member's bonuses as they stand (the wagering job keeps progress current). */
export async function getMemberBonuses(options: MemberCall) {
  await getMemberDetail(options);
  const bonuses = await listMemberBonuses(options.sql, options.memberId, { limit: 100 });
  return { list: bonuses.map(bonusView) };
}

/** The member's points: balance, what orders under review hold, and the lines, paged. */
export async function getMemberPoints(options: MemberCall & { pageNo: number; pageSize: number }) {
  await getMemberDetail(options);
  const [balance, details] = await Promise.all([
    pointsBalance(options.sql, options.memberId),
    listPointsDetails(options),
  ]);
  return {
    balance: balance.balance.toString(),
    held: balance.held.toString(),
    available: balance.available.toString(),
    details,
  };
}

/** Replaces the member's labels (duplicates dropped, order kept); audited before → after. */
export async function setMemberLabels(options: {
  db: Db;
  merchantId: bigint;
  memberId: bigint;
  labels: string[];
  operatorId: bigint;
  ip: string | null;
}) {
  const before = await getMemberDetail({ sql: options.db, ...options });
  const labels = [...new Set(options.labels)];
  await options.db.tx(async (tx) => {
    await updateMemberLabels(tx, options.memberId, labels);
    await insertAudit(tx, {
      merchantId: options.merchantId,
      ...byOperator(options.operatorId),
      action: 'member_labels_changed',
      subjectType: 'member',
      subjectId: String(options.memberId),
      before: { labels: before.labels },
      after: { labels },
      ip: options.ip,
    });
  });
  return getMemberDetail({ sql: options.db, ...options });
}
