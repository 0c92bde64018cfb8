import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { hashPassword, verifyPassword } from '../auth/password-hash';
import { recordMoneyAudit } from '../cashier/record-money-audit';
import type { Merchant } from '../merchants/merchant';
import { hashToken, newSessionToken } from '../sessions/session-token';
import { checkOperatorTotp } from './operator-totp';
import {
  insertOperator,
  insertOperatorSession,
  revokeOperatorSession,
  selectOperatorByUsername,
  touchOperatorSession,
  type OperatorRecord,
} from './operator-store';
import { byOperator } from '../audit/audit-store';

/** An operator's working day; the session also ends after 30 idle minutes. */
export const OPERATOR_SESSION_MS = 8 * 60 * 60_000;
export const OPERATOR_IDLE_MS = 30 * 60_000;

export interface OperatorSession {
  sessionId: bigint;
  operator: OperatorRecord;
}

/**
 * Logs an operator in with user name and password (argon2id). Unknown names take as long as
 * wrong passwords. Success and failure are both audited. The token (256 random bits) is
 * answered once and stored only as its hash.
 */
export async function logInOperator(options: {
  db: Db;
  merchant: Merchant;
  username: string;
  password: string;
  totpCode?: string | undefined;
  ip: string | null;
  nowMs: number;
}) {
  const { db, merchant } = options;
  const operator = await selectOperatorByUsername(db, merchant.id, options.username);
  const valid = await verifyPassword(operator?.passwordHash ?? null, options.password);
  if (!operator || !valid || operator.status !== 'active') {
    await recordMoneyAudit({
      sql: db,
      merchantId: merchant.id,
      actorType: 'operator',
      actorId: operator ? String(operator.id) : null,
      action: 'operator_login_failed',
      subjectType: 'operator',
      subjectId: options.username.slice(0, 32),
      ip: options.ip,
    });
    throw new AppError('operator_login_failed');
  }
  try {
    await checkOperatorTotp({ db, operator, code: options.totpCode, nowMs: options.nowMs });
  } catch (error) {
    // A wrong code after a right password is a failed login too (a missing one is not).
    if (error instanceof AppError && error.code === 'operator_totp_invalid') {
      await recordMoneyAudit({
        sql: db,
        merchantId: merchant.id,
        ...byOperator(operator.id),
        action: 'operator_login_failed',
        subjectType: 'operator',
        subjectId: options.username.slice(0, 32),
        ip: options.ip,
      });
    }
    throw error;
  }
  const token = newSessionToken();
  const expiresAt = new Date(options.nowMs + OPERATOR_SESSION_MS);
  await insertOperatorSession(db, {
    tokenHash: hashToken(token),
    operatorId: operator.id,
    ip: options.ip,
    expiresAt,
  });
  await recordMoneyAudit({
    sql: db,
    merchantId: merchant.id,
    ...byOperator(operator.id),
    action: 'operator_login',
    subjectType: 'operator',
    subjectId: String(operator.id),
    ip: options.ip,
  });
  return {
    token,
    expiresAt: expiresAt.getTime(),
    idleTimeoutMs: OPERATOR_IDLE_MS,
    operator: {
      id: Number(operator.id),
      username: operator.username,
      role: operator.role,
      totpEnabled: operator.totpEnabled,
    },
  };
}

/** The operator behind a raw token, if the session is alive (and touches it). */
export async function findOperatorSession(
  db: Db,
  token: string,
  nowMs: number,
): Promise<OperatorSession | null> {
  return touchOperatorSession(db, hashToken(token), OPERATOR_IDLE_MS, nowMs);
}

export async function logOutOperator(options: {
  db: Db;
  session: OperatorSession;
  ip: string | null;
}) {
  await revokeOperatorSession(options.db, options.session.sessionId);
  await recordMoneyAudit({
    sql: options.db,
    merchantId: options.session.operator.merchantId,
    ...byOperator(options.session.operator.id),
    action: 'operator_logout',
    subjectType: 'operator',
    subjectId: String(options.session.operator.id),
    ip: options.ip,
  });
}

/** Creates (or re-roles) an operator; used by the seed and by tests. */
export async function createOperator(options: {
  db: Db;
  merchantId: bigint;
  username: string;
  password: string;
  role: OperatorRecord['role'];
}): Promise<bigint> {
  return insertOperator(options.db, {
    merchantId: options.merchantId,
    username: options.username,
    passwordHash: await hashPassword(options.password),
    role: options.role,
  });
}
