import * as oidc from 'openid-client';
import type { SignInProvider } from '@wl/contract/auth/sign-in-providers';

/**
 * A social sign-in provider through OpenID Connect (authorization code + PKCE, state and
 * nonce), with openid-client. Google and Facebook both publish OIDC discovery documents, so
 * one adapter serves both; the issuer is configurable so tests can point it at a local
 * provider. Discovery happens on first use and is then cached.
 */
export interface SignInClaims {
  subject: string;
  email: string | null;
  name: string | null;
}

export interface SignInProviderClient {
  readonly id: SignInProvider;
  authorizationUrl(p: {
    redirectUri: string;
    state: string;
    nonce: string;
    codeVerifier: string;
  }): Promise<string>;
  finish(p: {
    callbackUrl: URL;
    state: string;
    nonce: string;
    codeVerifier: string;
  }): Promise<SignInClaims>;
}

const SCOPES: Record<SignInProvider, string> = {
  google: 'openid email profile',
  facebook: 'openid email public_profile',
};

export function oidcSignInProvider(options: {
  id: SignInProvider;
  issuer: string;
  clientId: string;
  clientSecret: string;
  allowHttp: boolean;
}): SignInProviderClient {
  let configuration: Promise<oidc.Configuration> | null = null;
  const configure = () => {
    configuration ??= oidc
      .discovery(
        new URL(options.issuer),
        options.clientId,
        options.clientSecret,
        undefined,
        options.allowHttp ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        // Try discovery again next time instead of caching a network failure forever.
        configuration = null;
        throw error;
      });
    return configuration;
  };

  return {
    id: options.id,
    async authorizationUrl(p) {
      const config = await configure();
      return oidc
        .buildAuthorizationUrl(config, {
          redirect_uri: p.redirectUri,
          scope: SCOPES[options.id],
          state: p.state,
          nonce: p.nonce,
          code_challenge: await oidc.calculatePKCECodeChallenge(p.codeVerifier),
          code_challenge_method: 'S256',
        })
        .toString();
    },
    async finish(p) {
      const config = await configure();
      const tokens = await oidc.authorizationCodeGrant(config, p.callbackUrl, {
        pkceCodeVerifier: p.codeVerifier,
        expectedState: p.state,
        expectedNonce: p.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims?.sub) throw new Error('the provider answered without a subject');
      let claims: Record<string, unknown> = idClaims;
      // Providers that keep e-mail and name out of the ID token serve them at userinfo.
      if (typeof idClaims.email !== 'string' && config.serverMetadata().userinfo_endpoint) {
        claims = {
          ...(await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub)),
          ...idClaims,
        };
      }
      const email =
        typeof claims.email === 'string' && claims.email_verified !== false ? claims.email : null;
      return {
        subject: idClaims.sub,
        email,
        name: typeof claims.name === 'string' ? claims.name : null,
      };
    },
  };
}
