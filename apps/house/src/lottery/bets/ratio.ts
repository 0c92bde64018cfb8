/** Exact fractions over bigint, for probabilities and RTPs that must not carry float error. */

export interface Ratio {
  num: bigint;
  den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function ratio(num: bigint | number, den: bigint | number = 1n): Ratio {
  let n = BigInt(num);
  let d = BigInt(den);
  if (d === 0n) throw new Error('ratio with a zero denominator');
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d) || 1n;
  return { num: n / g, den: d / g };
}

export const add = (a: Ratio, b: Ratio) => ratio(a.num * b.den + b.num * a.den, a.den * b.den);
export const sub = (a: Ratio, b: Ratio) => ratio(a.num * b.den - b.num * a.den, a.den * b.den);
export const mul = (a: Ratio, b: Ratio) => ratio(a.num * b.num, a.den * b.den);

/** -1, 0 or 1 as a < b, a = b, a > b. */
export function compare(a: Ratio, b: Ratio): -1 | 0 | 1 {
  const left = a.num * b.den;
  const right = b.num * a.den;
  return left < right ? -1 : left > right ? 1 : 0;
}

export const equals = (a: Ratio, b: Ratio) => compare(a, b) === 0;

/** Only for display and statistics, never for money. */
export const toNumber = (r: Ratio) => Number(r.num) / Number(r.den);

/** The ratio as a percentage text rounded half-up to `decimals` places: 0.98 → "98.00". */
export function percentText(r: Ratio, decimals = 2): string {
  const scale = 10n ** BigInt(decimals);
  const scaled = (r.num * 100n * scale * 2n + r.den) / (r.den * 2n);
  const whole = scaled / scale;
  const fraction = (scaled % scale).toString().padStart(decimals, '0');
  return decimals > 0 ? `${whole}.${fraction}` : `${whole}`;
}
