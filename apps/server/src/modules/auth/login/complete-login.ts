import type { LoginValue, VerificationMethod } from '@wl/contract/auth/log-in';
import { maskEmail, maskMobile } from '@wl/contract/validation/mobile-number';
import type { Config } from '../../../config';
import type { Sql } from '../../../db/db';
import type { MemberRecord } from '../../members/member-record';
import { markMemberLoggedIn } from '../../members/mark-member-logged-in';
import { endSession } from '../../sessions/end-session';
import { startSession } from '../../sessions/start-session';
import { recordAudit, type AccountAuditAction } from '../record-audit';
import { insertLoginAttempt } from './login-history-store';
import { rememberIp } from './known-ip-store';

export interface LoginContext {
  ip: string | null;
  userAgent: string | null;
  nowMs: number;
}

/**
 * The last step of every way in (password, SMS, second step, registration, reset, social,
 * free play): a new session and token, the login stamped, the IP remembered once the session
 * is full, a history row and an audit row — one transaction on the caller's handle.
 */
export async function completeLogin(options: {
  sql: Sql;
  config: Pick<Config, 'SESSION_ABSOLUTE_HOURS' | 'PASSWORD_MAX_AGE_DAYS'>;
  member: MemberRecord;
  context: LoginContext;
  method: string;
  action: AccountAuditAction;
  /** Methods that may complete a pending login; empty means the session is full at once. */
  pendingMethods?: VerificationMethod[];
  /** The pending session this login replaces (second step done). */
  replacesSessionId?: bigint;
  auditDetail?: Record<string, unknown>;
  /** The secret given was the merchant's default password (see log-in.ts). */
  usedDefaultPassword?: boolean;
}): Promise<LoginValue> {
  const { sql, member, context } = options;
  const pending = options.pendingMethods ?? [];
  const fullAccess = pending.length === 0;
  if (options.replacesSessionId !== undefined)
    await endSession({ sql, sessionId: options.replacesSessionId });
  const { token } = await startSession({
    sql,
    memberId: member.id,
    merchantId: member.merchantId,
    fullAccess,
    ip: context.ip,
    userAgent: context.userAgent,
    method: options.method,
    verificationMethods: pending,
    lifetimeMs: options.config.SESSION_ABSOLUTE_HOURS * 3_600_000,
  });
  let firstTimeLogin = false;
  if (fullAccess) {
    firstTimeLogin = await markMemberLoggedIn({ sql, memberId: member.id });
    if (context.ip) await rememberIp(sql, member.id, context.ip);
  }
  await insertLoginAttempt(sql, {
    merchantId: member.merchantId,
    memberId: member.id,
    subjectKey: `m:${member.id}`,
    method: options.method,
    success: true,
    ip: context.ip,
    userAgent: context.userAgent,
    nowMs: context.nowMs,
  });
  await recordAudit({
    sql,
    merchantId: member.merchantId,
    memberId: member.id,
    action: options.action,
    ip: context.ip,
    detail: { method: options.method, fullAccess, ...options.auditDetail },
  });
  return {
    token,
    id: Number(member.id),
    customerId: Number(member.id),
    userName: member.username,
    customerType: member.type,
    firstTimeLogin,
    passwordExpired: isPasswordExpired(member, options.config.PASSWORD_MAX_AGE_DAYS, context.nowMs),
    // An operator's reset forces the change the same way the merchant's default password does.
    defaultPassword: (options.usedDefaultPassword ?? false) || member.mustChangePassword,
    fullAccess,
    ...(fullAccess
      ? {}
      : {
          verification: {
            methods: pending,
            mobile: maskMobile(member.mobile),
            email: maskEmail(member.email),
          },
        }),
  };
}

export function isPasswordExpired(
  member: Pick<MemberRecord, 'passwordHash' | 'passwordChangedAt'>,
  maxAgeDays: number,
  nowMs: number,
): boolean {
  if (maxAgeDays <= 0 || !member.passwordHash || !member.passwordChangedAt) return false;
  return nowMs - member.passwordChangedAt.getTime() > maxAgeDays * 86_400_000;
}
