import type { WithdrawalRecord } from '@wl/contract/cashier/withdraw';
import { maskAccount, money } from './money-edge';
import type { Withdrawal } from './withdrawal-store';

/** A withdrawal as the member (and the operator API) sees it. */
export function withdrawalView(w: Withdrawal): WithdrawalRecord {
  return {
    orderNo: w.orderNo,
    amount: money(w.amountMinor, w.currency),
    cardType: w.cardType,
    bankName: w.bankName,
    accountNumber: maskAccount(w.accountNumber),
    status: w.status,
    reason: w.reason,
    confirmationStatus: w.confirmationStatus,
    receivedAmount: money(w.receivedMinor, w.currency),
    remainder: money(w.status === 'approved' ? w.amountMinor - w.receivedMinor : 0n, w.currency),
    createdAt: w.createdAt.getTime(),
    decidedAt: w.decidedAt?.getTime() ?? null,
    confirmDueAt: w.confirmDueAt?.getTime() ?? null,
  };
}
