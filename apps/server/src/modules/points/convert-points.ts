import { currencyScale } from '@wl/money/minor-units';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { moveInTx } from '../ledger/ledger-in-tx';
import { moneyTx } from '../ledger/money-tx';
import { POINTS_UNIT } from '../ledger/open-member-account';
import { verifyPaymentPassword } from '../members/passwords/verify-payment-password';
import { pointsAccounts } from './points-accounts';
import { selectSettings } from './points-store';
import { payCash } from './review-order';

/**
 * Cash conversion (passwordCheck/MCS2_convertPoint): points become money in the main wallet at
 * the merchant's exchange ratio, at once. Two keyed transfers in one transaction: the points
 * back to the issuer and the money from the promotions account. Only the points that buy whole
 * minor units are taken (nothing is rounded away). Wrong password: nothing moves.
 */
export async function convertPoints(options: {
  db: Db;
  merchantId: bigint;
  currency: string;
  memberId: bigint;
  points: bigint;
  password: string | undefined;
  requestKey: string;
}) {
  const { db, merchantId, memberId } = options;
  await verifyPaymentPassword({ sql: db, merchantId, memberId, password: options.password });
  const settings = await selectSettings(db, merchantId);
  if (options.points < settings.minConvertPoints) {
    throw new AppError('points.below_minimum', {
      value: { minConvertPoints: settings.minConvertPoints.toString() },
    });
  }
  const unit = 10n ** BigInt(currencyScale(options.currency));
  const moneyMinor = (options.points * unit) / settings.pointsPerUnit;
  if (moneyMinor <= 0n) throw new AppError('points.below_minimum');
  // The fewest points that buy moneyMinor: ceil(moneyMinor × ratio / unit) ≤ points asked.
  const charged = (moneyMinor * settings.pointsPerUnit + unit - 1n) / unit;
  return moneyTx(db, async (tx) => {
    const { member, issuer } = await pointsAccounts(tx, memberId);
    const spent = await moveInTx(
      tx,
      {
        debitAccountId: member.id,
        creditAccountId: issuer.id,
        amountMinor: charged,
        currency: POINTS_UNIT,
        code: 'POINTS_REDEEM',
        idempotencyKey: `points:convert:${options.requestKey}`,
        reference: 'cash conversion',
      },
      'posted',
    );
    const paid = await payCash(tx, {
      memberId,
      merchantId,
      amountMinor: moneyMinor,
      idempotencyKey: `points:convert:${options.requestKey}:cash`,
      reference: 'cash conversion',
    });
    return {
      replayed: spent.replayed,
      points: spent.transfer.amountMinor,
      moneyMinor: paid.transfer.amountMinor,
    };
  });
}
