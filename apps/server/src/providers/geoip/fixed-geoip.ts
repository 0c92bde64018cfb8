import type { GeoIp } from './geoip';

/** A GeoIp answering from a fixed table (exact addresses): for tests and local demos. */
export function fixedGeoIp(table: Record<string, string>): GeoIp {
  return {
    async countryOf(ip) {
      return table[ip]?.toUpperCase() ?? null;
    },
  };
}
