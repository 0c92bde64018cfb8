/**
 * Registration calls: the encrypted register (user-name or mobile form), the bot-check form
 * token, the invitation-code check and the social sign-in providers.
 */
import { useQuery } from '@tanstack/react-query';
import { getFormTokenResponse } from '@wl/contract/auth/get-bot-check';
import { checkAffiliateResponse } from '@wl/contract/auth/check-affiliate';
import { registerResponse, type RegisterRequest } from '@wl/contract/auth/register-member';
import { getProvidersResponse } from '@wl/contract/auth/sign-in-providers';
import { apiRequest } from '../../../api/client';
import { encryptedRequest } from '../../../api/encrypted-request';

export type RegisterType = 'register' | 'registerMobile';

export function registerMember(type: RegisterType, body: RegisterRequest) {
  return encryptedRequest({
    method: 'PUT',
    path: type === 'registerMobile' ? '/wps/member/register/mobile' : '/wps/member/register',
    body,
    value: registerResponse,
  });
}

export function fetchFormToken() {
  return apiRequest({ path: '/wps/bot-check/form-token', value: getFormTokenResponse });
}

export function checkAffiliate(code: string) {
  return apiRequest({
    path: '/wps/agent/affiliate',
    query: { code, domain: window.location.host },
    value: checkAffiliateResponse,
  });
}

/** Google and Facebook buttons show only for providers the server has configured. */
export function useSignInProviders() {
  return useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: ({ signal }) =>
      apiRequest({ path: '/wps/session/providers', value: getProvidersResponse, signal }),
    staleTime: Infinity,
  });
}
