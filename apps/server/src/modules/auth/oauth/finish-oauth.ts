import type { SignInProvider } from '@wl/contract/auth/sign-in-providers';
import type { AppDeps } from '../../../app-deps';
import type { Merchant } from '../../merchants/merchant';
import { findMember } from '../../members/find-member';
import { linkSocialIdentity } from '../../members/link-social-identity';
import { issueOneTimeToken, takeOneTimeToken } from '../one-time-tokens';
import { recordAudit } from '../record-audit';

export const OAUTH_LOGIN_CODE_TTL_MS = 2 * 60_000;

interface StatePayload {
  provider: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
  linkMemberId: string | null;
}

/**
 * The provider's redirect back: checks state (single use), trades the code for verified claims,
 * finds the member linked to that identity or creates one (or links it to the member who
 * started a link), and answers where to send the browser: `returnTo?oauthCode=…`, a one-time
 * code the page trades for a session, so no token ever appears in a URL.
 */
export async function finishOauth(options: {
  deps: Pick<AppDeps, 'db' | 'config' | 'signIn'>;
  merchant: Merchant;
  provider: SignInProvider;
  callbackUrl: URL;
  ip: string | null;
  nowMs: number;
}): Promise<string> {
  const { deps, merchant } = options;
  const stateToken = options.callbackUrl.searchParams.get('state') ?? '';
  const taken = await takeOneTimeToken({
    sql: deps.db,
    token: stateToken,
    kind: 'oauth_state',
    merchantId: merchant.id,
    nowMs: options.nowMs,
  });
  const state = taken?.payload as StatePayload | undefined;
  const client = deps.signIn.get(options.provider);
  if (!state || state.provider !== options.provider || !client)
    return withParam('/', 'oauthError', 'state');
  if (options.callbackUrl.searchParams.has('error'))
    return withParam(state.returnTo, 'oauthError', 'denied');

  let claims;
  try {
    claims = await client.finish({
      callbackUrl: options.callbackUrl,
      state: stateToken,
      nonce: state.nonce,
      codeVerifier: state.codeVerifier,
    });
  } catch {
    return withParam(state.returnTo, 'oauthError', 'failed');
  }
  const existing = await findMember({
    sql: deps.db,
    merchantId: merchant.id,
    by: { provider: options.provider, subject: claims.subject },
  });
  const linkTo = state.linkMemberId ? BigInt(state.linkMemberId) : null;
  if (existing && linkTo !== null && existing.id !== linkTo)
    return withParam(state.returnTo, 'oauthError', 'linked_elsewhere');
  const member =
    existing ??
    (await linkSocialIdentity({
      sql: deps.db,
      merchantId: merchant.id,
      provider: options.provider,
      claims,
      memberId: linkTo,
      ip: options.ip,
    }));
  await recordAudit({
    sql: deps.db,
    merchantId: merchant.id,
    memberId: member.id,
    action: 'social_sign_in',
    ip: options.ip,
    detail: {
      provider: options.provider,
      created: !existing && linkTo === null,
      linked: linkTo !== null,
    },
  });
  if (linkTo !== null) return withParam(state.returnTo, 'oauthLinked', options.provider);

  const code = await issueOneTimeToken({
    sql: deps.db,
    kind: 'oauth_login',
    merchantId: merchant.id,
    payload: { memberId: member.id.toString(), provider: options.provider },
    ttlMs: OAUTH_LOGIN_CODE_TTL_MS,
    nowMs: options.nowMs,
    bytes: 32,
  });
  return withParam(state.returnTo, 'oauthCode', code);
}

function withParam(path: string, key: string, value: string): string {
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.set(key, value);
  return `${url.pathname}${url.search}${url.hash}`;
}
