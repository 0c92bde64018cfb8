/**
 * Login calls: POST /wps/session/login (encrypted), the second step of a login from a new IP
 * (its code and its encrypted proof, sent with the pending token), and free play.
 */
import { loginValue, type LoginRequest, type LoginValue } from '@wl/contract/auth/log-in';
import { sendLoginCodeResponse, type VerifyLoginRequest } from '@wl/contract/auth/verify-login';
import { apiRequest } from '../../../api/client';
import { encryptedRequest } from '../../../api/encrypted-request';

export function logIn(body: LoginRequest): Promise<LoginValue> {
  return encryptedRequest({ path: '/wps/session/login', body, value: loginValue });
}

export function sendLoginCode(pendingToken: string, method: 'sms' | 'email') {
  return apiRequest({
    method: 'POST',
    path: '/wps/session/login/verification/code',
    body: { method },
    value: sendLoginCodeResponse,
    token: pendingToken,
    quietUnauthorized: true,
  });
}

export function verifyLogin(pendingToken: string, body: VerifyLoginRequest): Promise<LoginValue> {
  return encryptedRequest({
    path: '/wps/session/login/verification',
    body,
    value: loginValue,
    token: pendingToken,
    quietUnauthorized: true,
  });
}

/** A trial account (type 4) with play money; the original sends os and platform W. */
export function startFreePlay(): Promise<LoginValue> {
  return apiRequest({
    method: 'POST',
    path: '/wps/session/login/freeplay',
    body: { os: navigator.platform || 'web', platform: 'W' },
    value: loginValue,
  });
}
