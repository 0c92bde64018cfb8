import { z } from 'zod';

/** GET /dev/outbox (development and test only): what local SMS, mail and captcha "sent". */
export const OUTBOX_CHANNELS = ['sms', 'email', 'captcha'] as const;
export const devOutboxQuery = z.object({
  to: z.string().trim().max(255).optional(),
  channel: z.enum(OUTBOX_CHANNELS).optional(),
});
export const devOutboxEntry = z.object({
  channel: z.enum(OUTBOX_CHANNELS),
  to: z.string(),
  text: z.string(),
  code: z.string().nullable(),
  createdAt: z.number(),
});
export type DevOutboxEntry = z.infer<typeof devOutboxEntry>;
export const devOutboxResponse = z.array(devOutboxEntry);
