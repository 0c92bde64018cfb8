/** Forgot password (by e-mail, by phone, by the mailed link) and change password. */
import { z } from 'zod';
import { loginValue } from '@wl/contract/auth/log-in';
import { changePasswordResponse } from '@wl/contract/auth/change-password';
import { apiRequest } from '../../../api/client';
import { encryptedRequest } from '../../../api/encrypted-request';

/** The original call is form-encoded; the answer is the same whether or not the pair exists. */
export function forgotByEmail(username: string, email: string) {
  return apiRequest({
    method: 'POST',
    path: '/wps/member/password/email',
    form: { username, email },
    value: z.null(),
  });
}

export function resetByPhone(body: {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
}) {
  return encryptedRequest({ path: '/wps/member/password/verification', body, value: loginValue });
}

export function resetByToken(body: {
  resetToken: string;
  newPassword: string;
  confirmNewPassword: string;
}) {
  return encryptedRequest({ path: '/wps/member/password/reset', body, value: loginValue });
}

export function changePassword(body: {
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
}) {
  return encryptedRequest({
    path: '/wps/member/password',
    body,
    value: changePasswordResponse,
  });
}
