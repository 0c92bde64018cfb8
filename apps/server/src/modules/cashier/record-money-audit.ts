import type { Sql } from '../../db/db';
import { insertAudit, type AuditEntry } from '../audit/audit-store';

/** A cashier audit row: always for one merchant and one named subject. */
export type MoneyAuditEntry = AuditEntry & {
  merchantId: bigint;
  actorType: 'member' | 'operator' | 'system' | 'vendor';
  subjectType:
    'deposit' | 'withdrawal' | 'payout_account' | 'adjustment' | 'member' | 'wallet' | 'operator';
  subjectId: string;
};

/**
 * One audit row about money: who (member, operator, system), what, and the subject before and
 * after. Written in the same transaction as the change it records, so neither exists alone.
 */
export async function recordMoneyAudit(options: { sql: Sql } & MoneyAuditEntry): Promise<void> {
  const { sql, ...entry } = options;
  await insertAudit(sql, entry);
}
