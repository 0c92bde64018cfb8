/**
 * The return to player of lottery odds, exactly (bigint, no float): a bet type pays `win` for
 * every `per` staked per hit, and the house publishes its expected hits per bet (the highest
 * over the picks, as a fraction `num/den`), so RTP = win × num / (per × den). The back office
 * shows it live while odds are typed; the house's own check (bets/rtp.ts) decides.
 */
export interface HitExpectation {
  num: string;
  den: string;
}

const WHOLE = /^[1-9]\d{0,11}$/;

/** "98.00" (percent, two decimals, half up), or null when win or per is not a positive whole. */
export function oddsRtpPercent(win: string, per: string, hits: HitExpectation): string | null {
  if (!WHOLE.test(win.trim()) || !WHOLE.test(per.trim())) return null;
  const num = BigInt(win.trim()) * BigInt(hits.num) * 100n * 100n;
  const den = BigInt(per.trim()) * BigInt(hits.den);
  const scaled = (num * 2n + den) / (den * 2n);
  return `${scaled / 100n}.${(scaled % 100n).toString().padStart(2, '0')}`;
}

/** Whether a percent text ("98.00") is within [min, max] (both percent texts). */
export function percentWithin(percent: string, min: string, max: string): boolean {
  const hundredths = (p: string) => BigInt(p.replace('.', ''));
  return hundredths(percent) >= hundredths(min) && hundredths(percent) <= hundredths(max);
}
