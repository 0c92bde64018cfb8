/**
 * The invitation link: `/register` opens the registration popup, which reads `?referralCode=`
 * (spec §2), on the origin the member picked among the merchant's promotion domains.
 */
export function referralLink(origin: string, code: string): string {
  const url = new URL('/register', origin);
  url.searchParams.set('referralCode', code);
  return url.toString();
}

/**
 * Where a link may point: this site first, then the merchant's promotion domains on the same
 * scheme (a domain is a bare host name; anything else is left out).
 */
export function shareOrigins(current: URL, domains: readonly string[]): string[] {
  const host = /^[a-z0-9.-]+(:\d{1,5})?$/;
  const others = domains
    .map((d) => d.trim().toLowerCase())
    .filter((d) => host.test(d) && d !== current.host)
    .map((d) => `${current.protocol}//${d}`);
  return [current.origin, ...new Set(others)];
}
