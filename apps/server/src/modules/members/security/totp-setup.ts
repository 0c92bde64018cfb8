import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../http/app-error';
import { recordAudit } from '../../auth/record-audit';
import type { Merchant } from '../../merchants/merchant';
import { checkTotpCode } from '../check-totp-code';
import { findMember } from '../find-member';
import { updateTotp } from '../member-store';
import { matchingStep, newTotpSecret, totpFor } from '../totp';

/**
 * The authenticator of the security centre. Reading it while off creates (once) a pending
 * secret to scan; a current code from the app turns it on. Turning it off needs a code too,
 * so a borrowed session alone cannot remove the second step.
 */
export async function getTotpSetup(options: {
  deps: Pick<AppDeps, 'db'>;
  merchant: Merchant;
  memberId: bigint;
}) {
  const { deps, merchant } = options;
  const member = await findMember({
    sql: deps.db,
    merchantId: merchant.id,
    by: { id: options.memberId },
  });
  if (!member) throw new AppError('login.not.session');
  if (member.totpEnabled) return { enabled: true, secret: null, otpauthUrl: null };
  let secret = member.totpSecret;
  if (!secret) {
    secret = newTotpSecret();
    await updateTotp(deps.db, member.id, { secret, enabled: false, lastStep: null });
  }
  return {
    enabled: false,
    secret,
    otpauthUrl: totpFor(secret, member.username, merchant.name).toString(),
  };
}

export async function setTotp(options: {
  deps: Pick<AppDeps, 'db' | 'now'>;
  merchant: Merchant;
  memberId: bigint;
  enable: boolean;
  code: string;
  ip: string | null;
}): Promise<{ enabled: boolean }> {
  const { deps } = options;
  const member = await findMember({
    sql: deps.db,
    merchantId: options.merchant.id,
    by: { id: options.memberId },
  });
  if (!member) throw new AppError('login.not.session');
  const nowMs = deps.now();
  if (options.enable) {
    if (member.totpEnabled) return { enabled: true };
    const step = member.totpSecret ? matchingStep(member.totpSecret, options.code, nowMs) : null;
    if (step === null) throw new AppError('code_invalid');
    await deps.db.tx(async (tx) => {
      await updateTotp(tx, member.id, { enabled: true, lastStep: step });
      await recordAudit({
        sql: tx,
        merchantId: member.merchantId,
        memberId: member.id,
        action: 'totp_enabled',
        ip: options.ip,
      });
    });
    return { enabled: true };
  }
  if (!member.totpEnabled) return { enabled: false };
  if (!(await checkTotpCode({ sql: deps.db, member, code: options.code, nowMs })))
    throw new AppError('code_invalid');
  await deps.db.tx(async (tx) => {
    await updateTotp(tx, member.id, { secret: null, enabled: false, lastStep: null });
    await recordAudit({
      sql: tx,
      merchantId: member.merchantId,
      memberId: member.id,
      action: 'totp_disabled',
      ip: options.ip,
    });
  });
  return { enabled: false };
}
