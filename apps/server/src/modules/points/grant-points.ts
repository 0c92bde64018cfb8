import type { Db, Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import { moveInTx } from '../ledger/ledger-in-tx';
import { moneyTx } from '../ledger/money-tx';
import { POINTS_UNIT } from '../ledger/open-member-account';
import { pointsAccounts } from './points-accounts';

export interface PointsGrant {
  memberId: bigint;
  points: bigint;
  /** Namespaced by the caller and unique for ever: `mission:7:member:42`, `bet:991`. */
  grantKey: string;
  /** Why: 'bet', 'deposit', 'mission', 'promotion', 'operator', … */
  source: string;
  reference?: string;
}

/**
 * Gives a member points: a ledger transfer (POINTS_EARN) from the merchant's PTS promotions
 * account to the member's points account. Exactly once per grant key (the ledger's idempotency
 * key); a repeat answers `replayed`. Points never expire (spec §9). Missions, promotions and
 * the earning job call this; `grantPointsInTx` joins the caller's transaction.
 */
export async function grantPoints(options: PointsGrant & { db: Db }) {
  const { db, ...grant } = options;
  return moneyTx(db, (tx) => grantPointsInTx(tx, grant));
}

export async function grantPointsInTx(tx: Sql, g: PointsGrant) {
  if (g.points <= 0n || !/^[a-z][a-z_]{1,31}$/.test(g.source)) {
    throw new AppError('request_param_err');
  }
  const { member, issuer } = await pointsAccounts(tx, g.memberId);
  const r = await moveInTx(
    tx,
    {
      debitAccountId: issuer.id,
      creditAccountId: member.id,
      amountMinor: g.points,
      currency: POINTS_UNIT,
      code: 'POINTS_EARN',
      idempotencyKey: `points:earn:${g.grantKey}`,
      reference: (g.reference ?? g.source).slice(0, 200),
      metadata: { source: g.source },
    },
    'posted',
  );
  return { replayed: r.replayed, transferId: r.transfer.id };
}
