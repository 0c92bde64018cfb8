import { SIGN_IN_PROVIDERS, type SignInProvider } from '@wl/contract/auth/sign-in-providers';
import type { Config } from '../../config';
import { oidcSignInProvider, type SignInProviderClient } from './sign-in-provider';

export type SignInProviders = ReadonlyMap<SignInProvider, SignInProviderClient>;

/** Only providers with a client id and secret exist; the login popup shows exactly those. */
export function createSignInProviders(config: Config): SignInProviders {
  const settings: Record<SignInProvider, [string, string | undefined, string | undefined]> = {
    google: [
      config.OIDC_GOOGLE_ISSUER,
      config.OIDC_GOOGLE_CLIENT_ID,
      config.OIDC_GOOGLE_CLIENT_SECRET,
    ],
    facebook: [
      config.OIDC_FACEBOOK_ISSUER,
      config.OIDC_FACEBOOK_CLIENT_ID,
      config.OIDC_FACEBOOK_CLIENT_SECRET,
    ],
  };
  const providers = new Map<SignInProvider, SignInProviderClient>();
  for (const id of SIGN_IN_PROVIDERS) {
    const [issuer, clientId, clientSecret] = settings[id];
    if (!clientId || !clientSecret) continue;
    providers.set(
      id,
      oidcSignInProvider({
        id,
        issuer,
        clientId,
        clientSecret,
        // Plain http only ever for a local provider outside production.
        allowHttp: config.OIDC_ALLOW_HTTP === 'yes' && !config.isProduction,
      }),
    );
  }
  return providers;
}
