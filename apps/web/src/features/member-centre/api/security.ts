/** Security centre calls: login history, the authenticator (TOTP) and the payment password. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { loginHistoryResponse } from '@wl/contract/auth/get-member-info';
import { setPaymentPasswordResponse } from '@wl/contract/auth/change-password';
import { getTotpResponse, setTotpResponse } from '@wl/contract/auth/totp';
import { apiRequest } from '../../../api/client';
import { encryptedRequest } from '../../../api/encrypted-request';
import { useToken } from '../../../api/use-session';

export const LOGIN_HISTORY_PAGE_SIZE = 10;

export function useLoginHistory(pageNo: number) {
  const token = useToken();
  return useQuery({
    queryKey: ['member', 'loginHistory', token, pageNo],
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/wps/member/loginHistory',
        query: { pageNo, pageSize: LOGIN_HISTORY_PAGE_SIZE },
        value: loginHistoryResponse,
        signal,
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

export function useTotp() {
  const token = useToken();
  return useQuery({
    queryKey: ['member', 'totp', token],
    queryFn: ({ signal }) =>
      apiRequest({ path: '/wps/member/security/totp', value: getTotpResponse, signal }),
    enabled: token !== null,
  });
}

export function setTotp(enable: boolean, code: string) {
  return apiRequest({
    method: 'POST',
    path: '/wps/member/security/totp',
    body: { enable, code },
    value: setTotpResponse,
  });
}

export function setPaymentPassword(body: {
  oldPaymentPassword?: string;
  newPaymentPassword: string;
  confirmPaymentPassword: string;
}) {
  return encryptedRequest({
    method: 'PUT',
    path: '/wps/member/paymentPassword',
    body,
    value: setPaymentPasswordResponse,
  });
}
