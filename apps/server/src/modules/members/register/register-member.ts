import type { LoginValue } from '@wl/contract/auth/log-in';
import type { RegisterRequest } from '@wl/contract/auth/register-member';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../http/app-error';
import { botCheckFor } from '../../auth/bot-check-for';
import { checkCode } from '../../auth/codes/check-code';
import { defaultDialingCode } from '../../auth/login/dialing-code';
import { completeLogin, type LoginContext } from '../../auth/login/complete-login';
import { hashPassword } from '../../auth/password-hash';
import type { Merchant } from '../../merchants/merchant';
import { resolveAgentInvite } from '../../agent-invites/resolve-agent-invite';
import { proposeInviteOffers } from '../../agent-invites/propose-invite-offers';
import { resolveMemberReferral, type MemberReferral } from '../../referral/resolve-member-referral';
import { createMember } from '../create-member';
import { findMember } from '../find-member';
import { validateRegistration, type RegisterForm } from './validate-registration';
import { PROFILE_FIELDS } from './register-rules';

const BOT_REASON_ERRORS = {
  captcha_required: 'captcha_required',
  captcha_wrong: 'captcha_wrong',
  honeypot: 'bot_check_failed',
  form_token: 'bot_check_failed',
  too_fast: 'bot_check_failed',
} as const;

/**
 * Registration by user name or by mobile number, then logged in. Order matters: fields first
 * (nothing spent), then the bot check, the invitation code, duplicates, and only then the SMS
 * code (so a typo elsewhere does not burn it). The insert, session, history and audit rows are
 * one transaction; a name or number taken in a race rolls it all back.
 */
export async function registerMember(options: {
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>;
  merchant: Merchant;
  form: RegisterForm;
  input: RegisterRequest;
  context: LoginContext;
  captchaId: string | undefined;
}): Promise<LoginValue> {
  const { deps, merchant, form, input, context } = options;
  const db = deps.db;
  const valid = validateRegistration(merchant, form, input, defaultDialingCode(merchant));

  const bot = botCheckFor({
    db,
    merchantId: merchant.id,
    minFillMs: deps.config.BOT_MIN_FILL_MS,
    now: deps.now,
  });
  const verdict = await bot.check({
    honeypot: input.botCheck?.honeypot ?? '',
    formToken: input.botCheck?.formToken ?? '',
    captcha: input.captcha,
    captchaId: options.captchaId,
    requireCaptcha: valid.captchaRequired,
  });
  if (!verdict.ok)
    throw new AppError(BOT_REASON_ERRORS[verdict.reason], {
      value: { captcha: valid.captchaRequired },
    });

  // An agent's invitation code first (ADR 0026); else a member's invite-friends code (ADR 0019).
  const invite = valid.affiliateCode
    ? await resolveAgentInvite(db, merchant.id, valid.affiliateCode)
    : null;
  const referral: MemberReferral | null =
    valid.affiliateCode && !invite
      ? await resolveMemberReferral({ sql: db, merchant, code: valid.affiliateCode })
      : null;
  const uplineId = invite ? invite.agentId : (referral?.uplineId ?? null);
  if (await findMember({ sql: db, merchantId: merchant.id, by: { username: valid.username } })) {
    throw new AppError(form === 'mobile' ? 'mobile_taken' : 'username_taken', {
      value: {
        fields: [
          form === 'mobile'
            ? { field: 'mobileNum', messageKey: 'error_mobile_taken' }
            : { field: 'username', messageKey: 'error_username_taken' },
        ],
      },
    });
  }
  if (
    valid.mobile &&
    (await findMember({
      sql: db,
      merchantId: merchant.id,
      by: {
        mobile: valid.mobile.nationalNumber,
        countryDialingCode: valid.mobile.countryDialingCode,
      },
    }))
  ) {
    throw new AppError('mobile_taken', {
      value: { fields: [{ field: 'mobileNum', messageKey: 'error_mobile_taken' }] },
    });
  }
  if (valid.smsRequired) {
    await checkCode({
      db,
      merchantId: merchant.id,
      channel: 'sms',
      target: valid.mobile!.e164,
      purpose: 'register',
      code: input.verificationCode,
      nowMs: context.nowMs,
    });
  }

  const passwordHash = valid.password ? await hashPassword(valid.password) : null;
  const paymentPasswordHash = valid.paymentPassword
    ? await hashPassword(valid.paymentPassword)
    : null;
  const profile = Object.fromEntries(
    Object.entries(valid.profile).map(([field, value]) => [
      PROFILE_FIELDS[field as keyof typeof PROFILE_FIELDS],
      value,
    ]),
  );
  return db.tx(async (tx) => {
    const member = await createMember({
      sql: tx,
      member: {
        merchantId: merchant.id,
        username: valid.username,
        type: invite?.memberType ?? 0,
        inviteCodeId: invite?.inviteCodeId ?? null,
        passwordHash,
        paymentPasswordHash,
        uplineId,
        mobile: valid.mobile?.nationalNumber ?? null,
        countryDialingCode: valid.mobile?.countryDialingCode ?? null,
        profile: {
          ...profile,
          register_ip: context.ip,
          register_url: input.registerUrl?.slice(0, 512) ?? null,
        },
        demoBalanceMinor: null,
      },
    });
    await referral?.record(tx, member.id);
    const offers = invite
      ? await proposeInviteOffers(tx, {
          merchantId: merchant.id,
          placement: invite,
          newcomerId: member.id,
          now: new Date(context.nowMs),
        })
      : [];
    return completeLogin({
      sql: tx,
      config: deps.config,
      member,
      context,
      method: form === 'mobile' ? 'register_mobile' : 'register',
      action: 'register',
      auditDetail: {
        form,
        upline: uplineId?.toString() ?? null,
        inviteCode: invite?.code ?? null,
        offers,
      },
    });
  });
}
