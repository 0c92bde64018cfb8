import { z } from 'zod';

/**
 * Every reply of the platform API is this envelope, as the original clients expect:
 * `{ success, message, value, errorCode? }`. `message` is a translation key on failure.
 */
export function envelope<T extends z.ZodType>(value: T) {
  return z.object({
    success: z.boolean(),
    message: z.string(),
    value,
    errorCode: z.string().optional(),
  });
}

export const failureEnvelope = envelope(z.unknown());

export type Envelope<T> = {
  success: boolean;
  message: string;
  value: T;
  errorCode?: string;
};
