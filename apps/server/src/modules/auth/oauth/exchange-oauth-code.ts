import type { LoginValue } from '@wl/contract/auth/log-in';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../http/app-error';
import type { Merchant } from '../../merchants/merchant';
import { findMember } from '../../members/find-member';
import { completeLogin, type LoginContext } from '../login/complete-login';
import { takeOneTimeToken } from '../one-time-tokens';

/** Trades the one-time code of a social sign-in for a session (POST /wps/session/oauth/exchange). */
export async function exchangeOauthCode(options: {
  deps: Pick<AppDeps, 'db' | 'config'>;
  merchant: Merchant;
  code: string;
  context: LoginContext;
}): Promise<LoginValue> {
  const { deps, merchant, context } = options;
  const taken = await takeOneTimeToken({
    sql: deps.db,
    token: options.code,
    kind: 'oauth_login',
    merchantId: merchant.id,
    nowMs: context.nowMs,
  });
  const payload = taken?.payload as { memberId?: string; provider?: string } | undefined;
  if (!payload?.memberId) throw new AppError('oauth_failed');
  const member = await findMember({
    sql: deps.db,
    merchantId: merchant.id,
    by: { id: BigInt(payload.memberId) },
  });
  if (!member) throw new AppError('oauth_failed');
  if (member.status !== 'active') throw new AppError('account_disabled');
  return deps.db.tx((tx) =>
    completeLogin({
      sql: tx,
      config: deps.config,
      member,
      context,
      method: `oauth:${payload.provider ?? 'unknown'}`,
      action: 'login',
    }),
  );
}
