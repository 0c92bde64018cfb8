import { z } from 'zod';

/** The registration fields a merchant can configure (reference-original-api.md §4.3). */
export const REGISTER_FIELDS = [
  'username', 'password', 'payeeName', 'paymentPassword', 'qqNum', 'line', 'whatsapp',
  'facebook', 'wechat', 'idNumber', 'email', 'mobileNum', 'affiliateCode', 'captcha',
  'recommenderId',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export const registerFieldRule = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(0),
  patternId: z.number().int().min(0).max(23),
  /** A regular expression; "*" means any text and becomes ".*". */
  acceptedPattern: z.string(),
  type: z.string().optional(),
});
export type RegisterFieldRule = z.infer<typeof registerFieldRule>;

/** GET /wps/system/setting/register */
export const getRegisterSettingsResponse = z.record(z.string(), registerFieldRule);
export type RegisterSettings = z.infer<typeof getRegisterSettingsResponse>;
