import type { DepositRecord } from '@wl/contract/cashier/create-deposit';
import type { Deposit } from './deposit-store';
import { money } from './money-edge';

/** A deposit as the member (and the operator API) sees it. */
export function depositView(d: Deposit): DepositRecord {
  return {
    orderNo: d.orderNo,
    kind: d.kind,
    channelName: d.channelName,
    amount: money(d.amountMinor, d.currency),
    status: d.status,
    payUrl: d.kind === 'gateway' ? d.payUrl : null,
    payee: d.kind === 'bank_transfer' ? d.payee : null,
    reason: d.reason,
    createdAt: d.createdAt.getTime(),
  };
}
