/**
 * Amounts entered in the wallet pages: checked in minor units (bigint), never through a float.
 * Showing amounts: components/records/money.ts.
 */
import { parseMinor } from '@wl/money/minor-units';

export interface AmountRule {
  min?: string;
  max?: string;
  /** When the channel has fixed amounts only these are allowed. */
  fixed?: readonly string[];
  /** Further caps (balance, what is left today); the amount may not exceed any of them. */
  caps?: readonly { max: string; messageKey: AmountErrorKey }[];
}

export type AmountErrorKey =
  | 'amountRequired'
  | 'amountInvalid'
  | 'amountBelowMin'
  | 'amountAboveMax'
  | 'amountNotFixed'
  | 'amountAboveBalance'
  | 'amountAboveRemaining';

export type AmountCheck =
  { ok: true; minor: bigint } | { ok: false; error: AmountErrorKey; limit?: string };

/** Client-side check of an entered amount; the server checks again and decides. */
export function checkAmount(input: string, rule: AmountRule): AmountCheck {
  const text = input.trim();
  if (text === '') return { ok: false, error: 'amountRequired' };
  const minor = parseMinor(text);
  if (minor === null || minor <= 0n) return { ok: false, error: 'amountInvalid' };
  if (rule.fixed && rule.fixed.length > 0) {
    const allowed = rule.fixed.some((f) => parseMinor(f) === minor);
    if (!allowed) return { ok: false, error: 'amountNotFixed' };
  }
  const min = rule.min === undefined ? null : parseMinor(rule.min);
  if (min !== null && minor < min) return { ok: false, error: 'amountBelowMin', limit: rule.min };
  const max = rule.max === undefined ? null : parseMinor(rule.max);
  if (max !== null && max > 0n && minor > max) {
    return { ok: false, error: 'amountAboveMax', limit: rule.max };
  }
  for (const cap of rule.caps ?? []) {
    const capMinor = parseMinor(cap.max);
    if (capMinor !== null && minor > capMinor) {
      return { ok: false, error: cap.messageKey, limit: cap.max };
    }
  }
  return { ok: true, minor };
}
