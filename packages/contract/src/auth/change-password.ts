import { z } from 'zod';

/**
 * POST /wps/member/password (token, encrypted). `oldPassword` is needed only when the member
 * has a password (SMS- or social-only accounts set their first one here). Every other session
 * of the member ends.
 */
export const changePasswordRequest = z.object({
  oldPassword: z.string().max(128).optional(),
  newPassword: z.string().min(1).max(128),
  confirmNewPassword: z.string().max(128),
});
export const changePasswordResponse = z.null();

/**
 * PUT /wps/member/paymentPassword (token, encrypted): set the withdrawal password, or change it
 * (then `oldPaymentPassword` is required).
 */
export const setPaymentPasswordRequest = z.object({
  oldPaymentPassword: z.string().max(128).optional(),
  newPaymentPassword: z.string().min(1).max(128),
  confirmPaymentPassword: z.string().max(128),
});
export const setPaymentPasswordResponse = z.null();
