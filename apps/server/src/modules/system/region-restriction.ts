import { isNonPublicAddress } from '../../providers/geoip/geoip';

/**
 * Whether a visitor is kept out by the merchant's country rules. A deny list always blocks its
 * countries; a non-empty allow list admits only its countries and fails closed for a public
 * address whose country is unknown. Loopback and private addresses are never restricted: they
 * are the operator's own network or a developer's machine, not a place on the map.
 */
export function isRegionRestricted(options: {
  ip: string;
  countryCode: string | null;
  allow: readonly string[];
  deny: readonly string[];
}): boolean {
  const { ip, countryCode, allow, deny } = options;
  if (isNonPublicAddress(ip)) return false;
  if (countryCode !== null && deny.includes(countryCode)) return true;
  if (allow.length === 0) return false;
  return countryCode === null || !allow.includes(countryCode);
}
