import type { Sql } from '../../db/db';
import { insertAudit } from '../audit/audit-store';

export type AccountAuditAction =
  | 'register'
  | 'login'
  | 'login_failed'
  | 'login_step_up'
  | 'login_step_up_failed'
  | 'logout'
  | 'password_change'
  | 'password_reset'
  | 'payment_password_set'
  | 'payment_password_change'
  | 'totp_enabled'
  | 'totp_disabled'
  | 'free_play'
  | 'social_sign_in';

/**
 * One audit row about a member's account. Never a password, code or token in `detail`: the
 * audit log is kept for years and read by operators.
 */
export async function recordAudit(options: {
  sql: Sql;
  merchantId: bigint;
  memberId: bigint | null;
  action: AccountAuditAction;
  ip: string | null;
  /** Who acted: the member themself unless said otherwise (e.g. a visitor failing a login). */
  actor?: 'member' | 'visitor' | 'system';
  detail?: Record<string, unknown>;
}): Promise<void> {
  const memberId = options.memberId === null ? null : String(options.memberId);
  await insertAudit(options.sql, {
    merchantId: options.merchantId,
    actorType: options.actor ?? (memberId ? 'member' : 'visitor'),
    actorId: options.actor === 'visitor' ? null : memberId,
    action: options.action,
    subjectType: 'member',
    subjectId: memberId,
    after: options.detail,
    ip: options.ip,
  });
}
