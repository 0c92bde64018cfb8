import type { ErrorTable } from '../common/error-codes';

/** Errors of promotions, applications and the bonus engine. */
export const promotionErrors = {
  promotion_not_found: { status: 404, messageKey: 'error_promotion_not_found' },
  promotion_not_open: { status: 409, messageKey: 'error_promotion_not_open' },
  promotion_not_eligible: { status: 409, messageKey: 'error_promotion_not_eligible' },
  promotion_already_claimed: { status: 409, messageKey: 'error_promotion_already_claimed' },
  promotion_claim_limited: { status: 409, messageKey: 'error_promotion_claim_limited' },
  promotion_already_applied: { status: 409, messageKey: 'error_promotion_already_applied' },
  application_remark_too_long: { status: 400, messageKey: 'error_application_remark_too_long' },
  application_too_many_images: { status: 400, messageKey: 'error_application_too_many_images' },
  application_image_too_large: { status: 400, messageKey: 'error_application_image_too_large' },
  application_image_type: { status: 400, messageKey: 'error_application_image_type' },
  application_not_found: { status: 404, messageKey: 'error_application_not_found' },
  application_already_reviewed: { status: 409, messageKey: 'error_application_already_reviewed' },
} as const satisfies ErrorTable;
