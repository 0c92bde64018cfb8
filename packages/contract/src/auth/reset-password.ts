import { z } from 'zod';

/** POST /wps/member/password/email (form-encoded): mails a reset link; answers in_been_out. */
export const forgotByEmailRequest = z.object({
  username: z.string().trim().min(1).max(64),
  email: z.string().trim().min(3).max(255),
});
export const forgotByEmailResponse = z.null();
export const FORGOT_EMAIL_MESSAGE = 'in_been_out';

/** POST /wps/member/password/reset (encrypted): the token from the mailed link. Logs in. */
export const resetByTokenRequest = z.object({
  resetToken: z.string().min(16).max(128),
  newPassword: z.string().min(1).max(128),
  confirmNewPassword: z.string().max(128).optional(),
});

/** POST /wps/member/password/verification (encrypted): set a password by phone. Logs in. */
export const resetByPhoneRequest = z.object({
  mobileNum: z.string().trim().min(4).max(20),
  countryDialingCode: z.string().trim().max(5).optional(),
  verificationCode: z.string().trim().min(1).max(255),
  newPassword: z.string().min(1).max(128),
  confirmNewPassword: z.string().max(128).optional(),
});
