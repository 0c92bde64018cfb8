import type { Merchant } from '../merchants/merchant';
import { sealCustomerServiceLink } from './seal-customer-service-link';
import { statusConfigOf } from './status-config';

export interface CustomerServiceLink {
  csType: string;
  csPosition: string;
  /** Cipher text followed by its fresh 8-character key (ADR 0005). */
  path: string;
}

/**
 * The merchant's customer-service entries a visitor or member may see, each URL encrypted
 * with a fresh key. Entries with a minimum VIP rank (the VIP service) are shown only to
 * members at or above it; visitors (rankLevel null) see only the open entries.
 * Other modules (the balance call) use this with the member's rank.
 */
export function listCustomerService(options: {
  merchant: Merchant;
  rankLevel: number | null;
}): CustomerServiceLink[] {
  const { merchant, rankLevel } = options;
  const visible = statusConfigOf(merchant).customerService.filter(
    (entry) =>
      entry.minRankLevel === null || (rankLevel !== null && rankLevel >= entry.minRankLevel),
  );
  return visible.map((entry) => ({
    csType: entry.csType,
    csPosition: entry.csPosition,
    path: sealCustomerServiceLink(entry.url),
  }));
}
