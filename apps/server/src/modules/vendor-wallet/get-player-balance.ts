import type { GetBalanceRequest, GetBalanceValue } from '@wl/contract/vendor-wallet/get-balance';
import { AppError } from '../../http/app-error';
import { checkPlayerToken } from './player-token';
import { availableNow, parseMemberRef, type WalletCallContext } from './wallet-common';

/** balance: read-only, so an expired but genuine token is good enough. */
export async function getPlayerBalance(
  options: WalletCallContext & { request: GetBalanceRequest },
): Promise<GetBalanceValue> {
  const { db, vendor, nowMs, request } = options;
  const memberId = parseMemberRef(request.memberRef);
  if (memberId === null) throw new AppError('INVALID_TOKEN');
  const token = await checkPlayerToken({
    sql: db,
    vendor,
    token: request.token,
    memberId,
    nowMs,
    allowExpired: true,
  });
  if (request.currency !== token.currency) throw new AppError('CURRENCY_MISMATCH');
  const balance = await availableNow(db, memberId, token.currency);
  return {
    memberRef: request.memberRef,
    currency: token.currency,
    balanceMinor: balance.toString(),
  };
}
