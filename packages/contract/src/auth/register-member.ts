import { z } from 'zod';
import { botCheckFields } from './get-bot-check';
import { loginValue } from './log-in';

const text = z.string().trim().max(255).optional();
const secret = z.string().max(128).optional();

/**
 * PUT /wps/member/register and PUT /wps/member/register/mobile (both encrypted). Which fields
 * are shown and required comes from the merchant's register settings; the server applies the
 * same rules (validateRegisterField). On the mobile form the user name is the mobile number.
 */
export const registerRequest = z.object({
  username: text,
  password: secret,
  confirmPassword: secret,
  payeeName: text,
  email: text,
  qqNum: text,
  mobileNum: text,
  countryDialingCode: z.string().trim().max(5).optional(),
  recommenderId: text,
  captcha: z.string().trim().max(16).optional(),
  verificationCode: text,
  affiliateCode: text,
  referralCode: text,
  paymentPassword: secret,
  line: text,
  whatsapp: text,
  facebook: text,
  wechat: text,
  idNumber: text,
  domain: text,
  registerUrl: z.string().max(2048).optional(),
  registerMethod: z.string().max(16).optional(),
  login: z.boolean().optional(),
  loginDeviceId: z.string().max(64).optional(),
  botCheck: botCheckFields.optional(),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

/** A field error: the message key, and the bounds to fill into a `reg_pattern_<id>` text. */
export const fieldError = z.object({
  field: z.string(),
  messageKey: z.string(),
  min: z.number().optional(),
  max: z.number().optional(),
  text: z.string().optional(),
});
export type FieldError = z.infer<typeof fieldError>;

/** The `value` of field_invalid, username_taken, mobile_taken and inconsistent_twice errors. */
export const fieldErrorsValue = z.object({ fields: z.array(fieldError) });

/** Logged in straight away: the login value plus `customerId`. */
export const registerResponse = loginValue;
