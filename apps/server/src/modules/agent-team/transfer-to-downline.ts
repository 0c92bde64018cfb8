import type {
  TransferDownlineRequest,
  TransferDownlineValue,
} from '@wl/contract/agent/transfer-downline';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { insertAudit } from '../audit/audit-store';
import { amountMinor, memberRequestKey, money } from '../cashier/money-edge';
import { moveInTx } from '../ledger/ledger-in-tx';
import { moneyTx } from '../ledger/money-tx';
import { openMemberAccount } from '../ledger/open-member-account';
import type { Merchant } from '../merchants/merchant';
import { TRIAL_TYPE } from '../members/member-record';
import { verifyPaymentPassword } from '../members/passwords/verify-payment-password';
import { requireAgent, requireTeamMember } from './agent-access';

/**
 * Transfer to a downline and red envelope (spec §2): money from the agent's main wallet to the
 * main wallet of a member of its team, with the agent's payment password, as one ledger
 * transfer. The ledger refuses more than the available balance under lock, so concurrent
 * transfers never overdraw; the client's key makes a retry answer the first result.
 */
export async function transferToDownline(options: {
  db: Db;
  merchant: Merchant;
  memberId: bigint;
  input: TransferDownlineRequest;
  idempotencyKey: string | undefined;
  ip: string | null;
}): Promise<TransferDownlineValue> {
  const { db, merchant, input } = options;
  const agent = await requireAgent(db, merchant.id, options.memberId);
  const target = await requireTeamMember(db, agent, { username: input.username });
  if (target.status !== 'active' || target.type === TRIAL_TYPE) throw new AppError('not_in_team');
  const amount = amountMinor(input.amount, merchant.currency);
  await verifyPaymentPassword({
    sql: db,
    merchantId: merchant.id,
    memberId: agent.id,
    password: input.password,
  });
  const currency = merchant.currency;
  const from = await openMemberAccount({ sql: db, memberId: agent.id, kind: 'main', currency });
  const to = await openMemberAccount({ sql: db, memberId: target.id, kind: 'main', currency });
  const kind = input.kind ?? 'transfer';
  const code = kind === 'redEnvelope' ? 'RED_ENVELOPE' : 'TRANSFER_DOWNLINE';
  const result = await moneyTx(db, async (tx) => {
    const r = await moveInTx(
      tx,
      {
        debitAccountId: from.id,
        creditAccountId: to.id,
        amountMinor: amount,
        currency,
        code,
        idempotencyKey: memberRequestKey(agent.id, `downline.${kind}`, options.idempotencyKey),
        reference: target.username,
        metadata: {
          downlineId: target.id.toString(),
          ...(input.remark ? { remark: input.remark } : {}),
        },
      },
      'posted',
    );
    if (!r.replayed) {
      await insertAudit(tx, {
        merchantId: merchant.id,
        actorType: 'member',
        actorId: String(agent.id),
        action: kind === 'redEnvelope' ? 'red_envelope' : 'transfer_downline',
        subjectType: 'member',
        subjectId: String(target.id),
        after: { amountMinor: amount, transferId: r.transfer.id },
        ip: options.ip,
      });
    }
    return r;
  });
  const mine = result.balances.find((b) => b.accountId === from.id);
  return {
    replayed: result.replayed,
    username: target.username,
    amount: money(result.transfer.amountMinor, currency),
    availBalance: money(mine?.availableMinor ?? 0n, currency),
  };
}
