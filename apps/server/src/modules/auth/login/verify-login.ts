import type { LoginValue } from '@wl/contract/auth/log-in';
import type { VerifyLoginRequest } from '@wl/contract/auth/verify-login';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../http/app-error';
import type { ActiveSession } from '../../sessions/session-store';
import { countVerifyAttempt } from '../../sessions/session-store';
import { endSession } from '../../sessions/end-session';
import type { Merchant } from '../../merchants/merchant';
import { findMember } from '../../members/find-member';
import { memberE164, type MemberRecord } from '../../members/member-record';
import { checkTotpCode } from '../../members/check-totp-code';
import { checkCode } from '../codes/check-code';
import { recordAudit } from '../record-audit';
import { completeLogin, type LoginContext } from './complete-login';

export const MAX_STEP_UP_ATTEMPTS = 5;

/**
 * Completes a login that is waiting for its second step. The pending session is replaced by a
 * new, full one (new id and token) only when the proof is right; five wrong proofs end the
 * pending session, and the password has to be typed again.
 */
export async function verifyLogin(options: {
  deps: Pick<AppDeps, 'db' | 'config'>;
  merchant: Merchant;
  session: ActiveSession;
  input: VerifyLoginRequest;
  context: LoginContext;
}): Promise<LoginValue> {
  const { deps, session, input, context } = options;
  const db = deps.db;
  const pending = await countVerifyAttempt(db, session.sessionId);
  if (!pending)
    throw new AppError('request_param_err', { messageKey: 'error_no_pending_verification' });
  if (!pending.methods.includes(input.method))
    throw new AppError('verification_method_unavailable');
  if (pending.attempts > MAX_STEP_UP_ATTEMPTS) {
    await endSession({ sql: db, sessionId: session.sessionId });
    throw new AppError('login.not.session');
  }
  const member = await findMember({
    sql: db,
    merchantId: options.merchant.id,
    by: { id: session.memberId },
  });
  if (!member) throw new AppError('login.not.session');

  const failure = await proofFailure({ deps, member, input, nowMs: context.nowMs });
  if (failure) {
    await recordAudit({
      sql: db,
      merchantId: member.merchantId,
      memberId: member.id,
      action: 'login_step_up_failed',
      ip: context.ip,
      detail: { method: input.method },
    });
    if (pending.attempts >= MAX_STEP_UP_ATTEMPTS)
      await endSession({ sql: db, sessionId: session.sessionId });
    throw failure;
  }
  return db.tx((tx) =>
    completeLogin({
      sql: tx,
      config: deps.config,
      member,
      context,
      method: pending.loginMethod ?? 'username',
      action: 'login_step_up',
      replacesSessionId: session.sessionId,
      auditDetail: { stepUpMethod: input.method },
    }),
  );
}

/** The error for a wrong proof, or null when it is right. */
async function proofFailure(o: {
  deps: Pick<AppDeps, 'db'>;
  member: MemberRecord;
  input: VerifyLoginRequest;
  nowMs: number;
}): Promise<AppError | null> {
  const { member, input } = o;
  try {
    switch (input.method) {
      case 'sms':
      case 'email': {
        const target = input.method === 'sms' ? memberE164(member) : member.email?.toLowerCase();
        if (!target) return new AppError('verification_method_unavailable');
        await checkCode({
          db: o.deps.db,
          merchantId: member.merchantId,
          channel: input.method,
          target,
          purpose: 'stepup',
          code: input.code,
          nowMs: o.nowMs,
        });
        return null;
      }
      case 'payeeName': {
        const normalise = (s: string) =>
          s.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
        const given = input.payeeName ?? '';
        if (!given.trim())
          return new AppError('field_invalid', {
            value: { fields: [{ field: 'payeeName', messageKey: 'field_required' }] },
          });
        return member.payeeName && normalise(member.payeeName) === normalise(given)
          ? null
          : new AppError('payee_name_wrong');
      }
      case 'totp':
        return (await checkTotpCode({
          sql: o.deps.db,
          member,
          code: input.code ?? '',
          nowMs: o.nowMs,
        }))
          ? null
          : new AppError('code_invalid');
      default: {
        const never: never = input.method;
        return never;
      }
    }
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}
