/**
 * The invitation (affiliate) code a link carries: `?affiliateCode=`, `?referralCode=` or
 * `?r=` (reference-original-api.md §4.3). `referralCode` is also sent as itself.
 */
export interface UrlCodes {
  affiliateCode: string | null;
  referralCode: string | null;
}

const CODE = /^[A-Za-z0-9_-]{1,32}$/;

export function codesFromSearch(search: string): UrlCodes {
  const params = new URLSearchParams(search);
  const clean = (value: string | null) => {
    const v = value?.trim() ?? '';
    return CODE.test(v) ? v : null;
  };
  const referralCode = clean(params.get('referralCode'));
  const affiliateCode =
    clean(params.get('affiliateCode')) ?? referralCode ?? clean(params.get('r'));
  return { affiliateCode, referralCode };
}
