import { toDecimalString } from '@wl/money/minor-units';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { listBills, sumIncome } from './bill-store';
import { billToView } from './bill-edge';
import type { ContractKind } from './contract-store';

const MAX_RANGE_MS = 366 * 24 * 3_600_000;

/** My income: what every contract paid the agent in a range, per day for the chart. */
export async function getContractIncome(options: {
  db: Db;
  merchantId: bigint;
  memberId: bigint;
  from: number;
  to: number;
  kind?: ContractKind;
  pageNo: number;
  pageSize: number;
}) {
  const { db, memberId } = options;
  if (options.to <= options.from || options.to - options.from > MAX_RANGE_MS) {
    throw new AppError('request_param_err');
  }
  const from = new Date(options.from);
  const to = new Date(options.to);
  const sums = await sumIncome(db, { payeeId: memberId, from, to });
  const page = await listBills(db, {
    merchantId: options.merchantId,
    payeeId: memberId,
    ...(options.kind ? { kind: options.kind } : {}),
    from,
    to,
    limit: options.pageSize,
    offset: (options.pageNo - 1) * options.pageSize,
  });
  const byDay = sums.days.filter((d) => !options.kind || d.kind === options.kind);
  return {
    byDay: byDay.map((d) => ({ day: d.day, kind: d.kind, paid: toDecimalString(d.paid) })),
    totalPaid: toDecimalString(byDay.reduce((s, d) => s + d.paid, 0n)),
    totalOwed: toDecimalString(sums.owedMinor),
    bills: page.rows.map(billToView),
    total: page.total,
  };
}
