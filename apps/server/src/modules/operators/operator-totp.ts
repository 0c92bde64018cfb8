import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { byOperator, insertAudit } from '../audit/audit-store';
import type { Merchant } from '../merchants/merchant';
import { matchingStep, newTotpSecret, totpFor } from '../members/totp';
import { consumeTotpStep, setPendingTotpSecret, setTotpEnabled } from './operator-account-store';
import { selectOperatorById, type OperatorRecord } from './operator-store';

/**
 * An operator's authenticator (RFC 6238). Reading it while off creates (once) a pending secret
 * to scan; a current code turns it on. Turning it off needs a code too, so a borrowed session
 * alone cannot remove the second factor. A code's time step is used once (no replay).
 */
export async function getOperatorTotp(options: { db: Db; merchant: Merchant; operatorId: bigint }) {
  const operator = await selectOperatorById(options.db, options.merchant.id, options.operatorId);
  if (!operator) throw new AppError('operator_session_invalid');
  if (operator.totpEnabled) return { enabled: true, secret: null, otpauthUrl: null };
  let secret = operator.totpSecret;
  if (!secret) {
    secret = newTotpSecret();
    await setPendingTotpSecret(options.db, operator.id, secret);
  }
  const label = operator.username;
  return {
    enabled: false,
    secret,
    otpauthUrl: totpFor(secret, label, `${options.merchant.name} back office`).toString(),
  };
}

export async function setOperatorTotp(options: {
  db: Db;
  merchant: Merchant;
  operatorId: bigint;
  enable: boolean;
  code: string;
  nowMs: number;
  ip: string | null;
}) {
  const operator = await selectOperatorById(options.db, options.merchant.id, options.operatorId);
  if (!operator) throw new AppError('operator_session_invalid');
  if (operator.totpEnabled === options.enable) return { enabled: operator.totpEnabled };
  const step = operator.totpSecret
    ? matchingStep(operator.totpSecret, options.code, options.nowMs)
    : null;
  if (step === null || (operator.totpLastStep !== null && step <= operator.totpLastStep)) {
    throw new AppError('operator_totp_invalid');
  }
  await options.db.tx(async (tx) => {
    await setTotpEnabled(tx, operator.id, options.enable, options.enable ? step : null);
    await insertAudit(tx, {
      merchantId: options.merchant.id,
      ...byOperator(operator.id),
      action: options.enable ? 'operator_totp_enabled' : 'operator_totp_disabled',
      subjectType: 'operator',
      subjectId: String(operator.id),
      before: { totpEnabled: operator.totpEnabled },
      after: { totpEnabled: options.enable },
      ip: options.ip,
    });
  });
  return { enabled: options.enable };
}

/**
 * The login's second step: an operator with TOTP on must send a current, unused code.
 * Throws operator_totp_required (ask for the code) or operator_totp_invalid.
 */
export async function checkOperatorTotp(options: {
  db: Db;
  operator: OperatorRecord;
  code: string | undefined;
  nowMs: number;
}) {
  const { operator } = options;
  if (!operator.totpEnabled || !operator.totpSecret) return;
  if (!options.code) throw new AppError('operator_totp_required');
  const step = matchingStep(operator.totpSecret, options.code, options.nowMs);
  if (step === null || !(await consumeTotpStep(options.db, operator.id, step))) {
    throw new AppError('operator_totp_invalid');
  }
}
