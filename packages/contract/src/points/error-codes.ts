/** Error codes of the points mall and feedback; merged into the catalogue in common/. */
export const pointsErrors = {
  'points.goods_not_found': { status: 404, messageKey: 'error_points_goods_not_found' },
  /** The last item went to someone else: nothing was taken. */
  'points.out_of_stock': { status: 409, messageKey: 'error_points_out_of_stock' },
  'points.order_not_found': { status: 404, messageKey: 'error_points_order_not_found' },
  /** The order was passed or rejected before (by this or another operator). */
  'points.order_decided': { status: 409, messageKey: 'error_points_order_decided' },
  /** A physical good needs the recipient, the delivery address and a phone number. */
  'points.delivery_required': { status: 400, messageKey: 'error_points_delivery_required' },
  'points.below_minimum': { status: 400, messageKey: 'error_points_below_minimum' },
  /** A free-spins good must name one of the merchant's house slots. */
  'points.free_spins_game': { status: 400, messageKey: 'error_points_free_spins_game' },
  /** The bet of a free spin must spread evenly over the slot's lines, at least its minimum. */
  'points.free_spins_bet': { status: 400, messageKey: 'error_points_free_spins_bet' },
  /** The house could not be reached to grant free spins: the order stays applying. */
  'points.house_unavailable': { status: 503, messageKey: 'error_points_house_unavailable' },
  /** The house refused the grant (the good's game or bet): the order stays applying. */
  'points.house_refused': { status: 409, messageKey: 'error_points_house_refused' },
  /** Free spins went to the house for this order: it can only be passed (ADR 0038). */
  'points.order_delivering': { status: 409, messageKey: 'error_points_order_delivering' },
  /** Feedback that was only markup: nothing is left once it is made plain text. */
  'feedback.content_too_short': { status: 400, messageKey: 'error_feedback_content_too_short' },
  'feedback.not_found': { status: 404, messageKey: 'error_feedback_not_found' },
  'feedback.closed': { status: 409, messageKey: 'error_feedback_closed' },
  /** Feedback takes one reply (ADR 0034); another operator answered first. */
  'feedback.already_replied': { status: 409, messageKey: 'error_feedback_already_replied' },
} as const;
