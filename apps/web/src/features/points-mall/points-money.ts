/**
 * Points to money at the merchant's exchange ratio, with the server's arithmetic
 * (convert-points.ts): only whole minor units are bought, so the preview the member sees is
 * exactly what the wallet receives. Integers only (bigint), never a float.
 */
import { currencyScale, toDecimalString } from '@wl/money/minor-units';

/** One unit of the currency as money text ("1.00"): the ratio reads "100 points = ₱1.00". */
export function unitValue(currency: string): string {
  const scale = currencyScale(currency);
  return toDecimalString(10n ** BigInt(scale), scale);
}

/** What `points` buy: the money text and the points actually taken for it. */
export function convertPreview(points: bigint, pointsPerUnit: bigint, currency: string) {
  const scale = currencyScale(currency);
  const unit = 10n ** BigInt(scale);
  const minor = pointsPerUnit > 0n ? (points * unit) / pointsPerUnit : 0n;
  const charged = (minor * pointsPerUnit + unit - 1n) / unit;
  return { amount: toDecimalString(minor, scale), minor, charged };
}
