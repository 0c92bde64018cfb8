import type { Sql } from '../../db/db';
import { insertMoneyAudit, type MoneyAuditEntry } from './audit-store';

export type { MoneyAuditEntry };

/**
 * One audit row about money: who (member, operator, system), what, and the subject before and
 * after. Written in the same transaction as the change it records, so neither exists alone.
 */
export async function recordMoneyAudit(options: { sql: Sql } & MoneyAuditEntry): Promise<void> {
  const { sql, ...entry } = options;
  await insertMoneyAudit(sql, entry);
}
