import { z } from 'zod';

export const SIGN_IN_PROVIDERS = ['google', 'facebook'] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

/** GET /wps/session/providers: the social sign-in buttons to show (configured ones only). */
export const getProvidersResponse = z.object({
  providers: z.array(z.object({ id: z.enum(SIGN_IN_PROVIDERS), startUrl: z.string() })),
});

/**
 * GET /wps/session/oauth/:provider/start?returnTo=/ redirects to the provider; its callback
 * redirects back to `returnTo` with `?oauthCode=…` (or `?oauthError=…`), a one-time code the
 * page trades for a login value at POST /wps/session/oauth/exchange.
 */
export const startOauthQuery = z.object({ returnTo: z.string().max(512).optional() });
export const exchangeOauthRequest = z.object({ code: z.string().min(16).max(128) });
