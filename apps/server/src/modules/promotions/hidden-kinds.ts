import { PROMOTION_KINDS, type PromotionKind } from '@wl/contract/promotions/promotion';

/**
 * Promotion kinds the merchant hides from players (spec §6: "hidden promo types depend on
 * configuration"): `settings.hiddenPromotionKinds`, e.g. ["raffle"]. Unknown names are ignored.
 */
export function hiddenPromotionKinds(settings: Record<string, unknown>): PromotionKind[] {
  const value = settings.hiddenPromotionKinds;
  if (!Array.isArray(value)) return [];
  return PROMOTION_KINDS.filter((kind) => value.includes(kind));
}
