/**
 * A refusal of a lottery request, with a stable code from the contract's lottery table. It has
 * the shape of the platform's AppError (code, status, messageKey, value) so the house app's
 * error handler turns it into the envelope the same way.
 */
import { lotteryErrors, type LotteryErrorCode } from '@wl/contract/lottery/error-codes';

export class LotteryError extends Error {
  readonly status: number;
  readonly messageKey: string;
  constructor(
    readonly code: LotteryErrorCode,
    readonly value: unknown = null,
  ) {
    super(lotteryErrors[code].messageKey);
    this.status = lotteryErrors[code].status;
    this.messageKey = lotteryErrors[code].messageKey;
  }
}
