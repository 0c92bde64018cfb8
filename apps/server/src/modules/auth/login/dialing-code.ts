import type { Merchant } from '../../merchants/merchant';

/** The dialling code used when the picker sent none: the merchant's, else the Philippines'. */
export function defaultDialingCode(merchant: Pick<Merchant, 'settings'>): string {
  const configured = merchant.settings.countryDialingCode;
  return typeof configured === 'string' && /^\d{1,4}$/.test(configured) ? configured : '63';
}
