import { currencyScale, toDecimalString } from '@wl/money/minor-units';
import { AppError } from '../../http/app-error';
import type { Account, AccountBalance, MemberAccountKind, TransferRecord } from './ledger-types';

export function toBalance(account: Account): AccountBalance {
  if (account.memberId === null) throw new Error(`account ${account.id} is a system account`);
  return {
    accountId: account.id,
    memberId: account.memberId,
    kind: account.kind as MemberAccountKind,
    vendorCode: account.vendorCode,
    currency: account.currency,
    playMoney: account.playMoney,
    balanceMinor: account.balanceMinor,
    heldMinor: account.pendingDebitMinor,
    availableMinor: account.balanceMinor - account.pendingDebitMinor,
  };
}

/** What a just-inserted transfer did to the locked accounts, mirroring the database trigger. */
export function applyTransfer(
  accounts: Account[],
  t: TransferRecord,
  heldMinor: bigint,
): Account[] {
  return accounts.map((a) => {
    const side = a.id === t.debitAccountId ? -1n : a.id === t.creditAccountId ? 1n : 0n;
    if (side === 0n) return a;
    const next = { ...a };
    if (t.kind === 'posted' || t.kind === 'post_pending') next.balanceMinor += side * t.amountMinor;
    const pendingDelta =
      t.kind === 'pending' ? t.amountMinor : t.kind === 'posted' ? 0n : -heldMinor;
    if (side < 0n) next.pendingDebitMinor += pendingDelta;
    else next.pendingCreditMinor += pendingDelta;
    return next;
  });
}

/** The refusal a member sees: the code plus what is available, in minor units and decimal. */
export function insufficientFunds(account: Account): AppError {
  const available = account.balanceMinor - account.pendingDebitMinor;
  return new AppError('insufficient_funds', {
    value: {
      currency: account.currency,
      availBalance: toDecimalString(available, currencyScale(account.currency)),
      availableMinor: available.toString(),
    },
  });
}
