import { z } from 'zod';

const dialingCode = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/);
const mobile = z.string().trim().min(4).max(20);

/** POST /wps/verification/sms/register: a code for registration (either form). */
export const sendRegisterSmsRequest = z.object({
  countryDialingCode: dialingCode.optional(),
  mobileNo: mobile,
});

/** POST /wps/verification/sms/noLogin: a code for SMS login or resetting a password by phone. */
export const sendNoLoginSmsRequest = z.object({
  countryDialingCode: dialingCode.optional(),
  mobileNum: mobile,
});

/** How long the code lives; the button counts down expiredMinutes × 60 s. */
export const sendSmsResponse = z.object({ expiredMinutes: z.number().int().min(1).max(10) });
