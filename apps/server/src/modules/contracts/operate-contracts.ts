import type { z } from 'zod';
import type { offerContractBody } from '@wl/contract/contracts/operate-contracts';
import { toDecimalString } from '@wl/money/minor-units';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { findMember } from '../members/find-member';
import { type BillStatus, listBills, listPayments } from './bill-store';
import { billToView } from './bill-edge';
import { contractToView, tiersFromInput } from './contract-edge';
import type { ContractKind, ContractStatus } from './contract-store';
import { selectContractViews } from './contract-view-store';
import { proposeContract } from './propose-contract';

/** The operator's side: top-level offers (the merchant pays) and views of everything. */
export async function offerTopContract(options: {
  db: Db;
  merchantId: bigint;
  operatorId: bigint;
  body: z.infer<typeof offerContractBody>;
  now: Date;
}) {
  const { db, merchantId, body } = options;
  const downline = await findMember({
    sql: db,
    merchantId,
    by: { username: body.downlineUsername },
  });
  if (!downline) throw new AppError('contract.not_direct_downline');
  const c = await proposeContract({
    db,
    merchantId,
    uplineId: null,
    downlineId: downline.id,
    kind: body.kind,
    ...(body.period ? { period: body.period } : {}),
    tiers: tiersFromInput(body.tiers),
    reason: body.reason ?? '',
    actor: { type: 'operator', id: String(options.operatorId) },
    now: options.now,
  });
  const [view] = await selectContractViews(db, {
    merchantId,
    memberId: null,
    kind: null,
    contractId: c.id,
  });
  if (!view) throw new Error(`contract ${c.id} vanished`);
  return contractToView(view, null);
}

export async function listAllContracts(options: {
  db: Db;
  merchantId: bigint;
  kind?: ContractKind;
  status?: ContractStatus;
  username?: string;
}) {
  const { db, merchantId } = options;
  let memberId: bigint | null = null;
  if (options.username) {
    const m = await findMember({ sql: db, merchantId, by: { username: options.username } });
    if (!m) return { contracts: [] };
    memberId = m.id;
  }
  const rows = await selectContractViews(db, { merchantId, memberId, kind: options.kind ?? null });
  return {
    contracts: rows
      .filter((c) => !options.status || c.status === options.status)
      .map((c) => contractToView(c, null)),
  };
}

export async function listAllBills(options: {
  db: Db;
  merchantId: bigint;
  kind?: ContractKind;
  status?: BillStatus;
  contractId?: number;
  username?: string;
  pageNo: number;
  pageSize: number;
}) {
  const { db, merchantId, username } = options;
  const member = username ? await findMember({ sql: db, merchantId, by: { username } }) : null;
  if (username && !member) return { bills: [], total: 0 };
  const page = await listBills(options.db, {
    merchantId: options.merchantId,
    ...(member ? { memberId: member.id } : {}),
    ...(options.kind ? { kind: options.kind } : {}),
    ...(options.status ? { status: options.status } : {}),
    ...(options.contractId ? { contractId: BigInt(options.contractId) } : {}),
    limit: options.pageSize,
    offset: (options.pageNo - 1) * options.pageSize,
  });
  return { bills: page.rows.map(billToView), total: page.total };
}

export async function listAllPayments(options: { db: Db; merchantId: bigint; billId?: number }) {
  const rows = await listPayments(
    options.db,
    options.merchantId,
    options.billId ? BigInt(options.billId) : null,
  );
  return {
    payments: rows.map((p) => ({
      paymentId: Number(p.id),
      billId: Number(p.billId),
      transferId: Number(p.transferId),
      amount: toDecimalString(p.amountMinor),
      at: p.createdAt.getTime(),
    })),
  };
}
