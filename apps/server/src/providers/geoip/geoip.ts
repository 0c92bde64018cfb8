import { BlockList, isIP } from 'node:net';
import { boundedMemo } from '../../lib/bounded-memo';

/**
 * Country of an IP address. Two implementations: the offline DB-IP database shipped in an npm
 * package (mmdb-geoip.ts) and a fixed table for tests (fixed-geoip.ts). No network either way.
 */
export interface GeoIp {
  /** ISO 3166-1 alpha-2 code in upper case, or null when the address is not in the data. */
  countryOf(ip: string): Promise<string | null>;
}

const NON_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
] as const) {
  NON_PUBLIC.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  NON_PUBLIC.addSubnet(net, prefix, 'ipv6');
}

/**
 * Loopback, private, link-local and carrier-grade NAT addresses: never on the public map.
 * Remembered per address: the status call asks it on every page load, and a BlockList check
 * builds a SocketAddress each time (5 % of that call's CPU in the profile, ADR 0052).
 */
export const isNonPublicAddress = boundedMemo((ip: string): boolean => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  const family = isIP(address);
  if (family === 0) return false;
  return NON_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
});
