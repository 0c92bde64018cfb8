import type { Sql } from '../../db/db';
import { listMemberBonuses } from '../bonus/list-member-bonuses';
import { sumMemberFlows } from '../ledger/sum-member-flows';
import { listApplications } from './application-store';
import { isTargeted, loadMember } from './promotion-eligibility';
import { listMemberClaims, type Promotion } from './promotion-store';
import type { Standing } from './promotion-view';

const VISITOR: Standing = {
  targeted: null,
  claim: null,
  bonus: null,
  application: null,
  depositedBefore: false,
};

/**
 * The viewer's standing on each promotion (claims, the latest bonus each granted, the latest
 * application, whether targeted), read in a few queries for the whole list.
 */
export async function standingsOf(
  sql: Sql,
  viewer: { merchantId: bigint; memberId: bigint | null },
  promotions: Promotion[],
  now: Date,
): Promise<Map<bigint, Standing>> {
  const result = new Map<bigint, Standing>();
  const member =
    viewer.memberId === null ? null : await loadMember(sql, viewer.merchantId, viewer.memberId);
  if (!member) {
    for (const p of promotions) result.set(p.id, VISITOR);
    return result;
  }
  const ids = promotions.map((p) => p.id);
  const [claims, applications, bonuses, flows] = await Promise.all([
    listMemberClaims(sql, member.id, ids),
    listApplications(sql, { memberId: member.id, limit: 200 }),
    listMemberBonuses({ sql, memberId: member.id, source: 'promotion' }),
    sumMemberFlows({ sql, memberId: member.id }),
  ]);
  const depositedBefore = (flows.get('DEPOSIT')?.inMinor ?? 0n) > 0n;
  for (const p of promotions) {
    result.set(p.id, {
      targeted: await isTargeted(sql, p, member, now),
      claim: claims.find((c) => c.promotionId === p.id) ?? null,
      // Newest first: the latest bonus and application of each promotion.
      bonus: bonuses.find((b) => b.sourceRef === p.id.toString()) ?? null,
      application: applications.find((a) => a.promotionId === p.id) ?? null,
      depositedBefore,
    });
  }
  return result;
}
