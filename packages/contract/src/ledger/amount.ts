import { z } from 'zod';

/**
 * Money at the API edge. Requests accept a decimal amount as a string or a JSON number with
 * at most two fraction digits ("100", "100.5", 100.25); the server turns it into integer minor
 * units and never computes with the decimal. Answers always carry decimal strings with exactly
 * two places ("1234.50"), so no client has to trust a float.
 */
export const amountInput = z
  .union([z.string().max(24), z.number()])
  .refine(
    (v) => /^\d{1,15}(\.\d{1,2})?$/.test(typeof v === 'number' ? String(v) : v.trim()),
    // A message key (ADR 0042): forms show it under the field.
    'field_amount_format',
  );

export const moneyText = z.string().regex(/^-?\d+\.\d{2}$/);

/** Epoch milliseconds. */
export const epochMs = z.number().int();

/** An idempotency key a client reuses when it retries the same money request. */
export const idempotencyKeyInput = z.string().regex(/^[A-Za-z0-9._:-]{8,100}$/);
