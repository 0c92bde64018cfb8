import { toDecimalString } from '@wl/money/minor-units';
import type { BillWithNames } from './bill-store';
import { bpsToPercent } from './contract-edge';

/** A bill as the screens and the operator see it (decimal money, epoch ms). */
export function billToView(b: BillWithNames) {
  return {
    billId: Number(b.id),
    contractId: Number(b.contractId),
    kind: b.kind,
    periodStart: b.periodStart.getTime(),
    periodEnd: b.periodEnd.getTime(),
    turnover: toDecimalString(b.turnoverMinor),
    loss: toDecimalString(b.lossMinor),
    activeMembers: b.activeMembers,
    basis: toDecimalString(b.basisMinor),
    ratio: bpsToPercent(b.ratioBps),
    amount: toDecimalString(b.amountMinor),
    paid: toDecimalString(b.paidMinor),
    status: b.status,
    payerUsername: b.payerUsername,
    payeeUsername: b.payeeUsername,
  };
}
