import { randomBytes } from 'node:crypto';
import type { SignInProvider } from '@wl/contract/auth/sign-in-providers';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../http/app-error';
import { issueOneTimeToken } from '../one-time-tokens';

export const OAUTH_STATE_TTL_MS = 10 * 60_000;

export function callbackUrlOf(baseUrl: string, provider: SignInProvider): string {
  return new URL(`/wps/session/oauth/${provider}/callback`, baseUrl).toString();
}

/** Only a path on this site: "//evil.example" or "https://…" would make an open redirect. */
export function safeReturnPath(returnTo: string | undefined): string {
  return returnTo &&
    returnTo.startsWith('/') &&
    !returnTo.startsWith('//') &&
    !returnTo.includes('\\')
    ? returnTo
    : '/';
}

/**
 * The provider's sign-in page for this visitor: state, nonce and PKCE verifier are kept
 * server-side under the state (single use, 10 minutes); `linkMemberId` links the identity
 * to a member who is already signed in instead of signing someone in.
 */
export async function startOauth(options: {
  deps: Pick<AppDeps, 'db' | 'config' | 'signIn'>;
  merchantId: bigint;
  provider: SignInProvider;
  returnTo: string | undefined;
  linkMemberId?: bigint;
  nowMs: number;
}): Promise<string> {
  const client = options.deps.signIn.get(options.provider);
  if (!client) throw new AppError('oauth_provider_unknown');
  const nonce = randomBytes(16).toString('base64url');
  const codeVerifier = randomBytes(32).toString('base64url');
  const state = await issueOneTimeToken({
    sql: options.deps.db,
    kind: 'oauth_state',
    merchantId: options.merchantId,
    payload: {
      provider: options.provider,
      nonce,
      codeVerifier,
      returnTo: safeReturnPath(options.returnTo),
      linkMemberId: options.linkMemberId?.toString() ?? null,
    },
    ttlMs: OAUTH_STATE_TTL_MS,
    nowMs: options.nowMs,
    bytes: 32,
  });
  try {
    return await client.authorizationUrl({
      redirectUri: callbackUrlOf(options.deps.config.PUBLIC_BASE_URL, options.provider),
      state,
      nonce,
      codeVerifier,
    });
  } catch {
    throw new AppError('oauth_failed');
  }
}
