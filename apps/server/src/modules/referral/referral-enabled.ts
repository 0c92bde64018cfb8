import { AppError } from '../../http/app-error';
import type { Merchant } from '../merchants/merchant';

/**
 * Invite friends is on only where the merchant switched REFERRAL3 on (the balance call's
 * `availablePromo.REFERRAL.enabled` reads the same switch); off by default.
 */
export function referralEnabled(merchant: Pick<Merchant, 'flags'>): boolean {
  return merchant.flags.REFERRAL3 === true;
}

export function requireReferralEnabled(merchant: Pick<Merchant, 'flags'>): void {
  if (!referralEnabled(merchant)) throw new AppError('function.not.available');
}
