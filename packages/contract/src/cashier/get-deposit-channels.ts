import { z } from 'zod';
import { moneyText } from '../ledger/amount';

/**
 * GET /wps/relay/MCSFE_getDepositPaymentChannels (token, real account): the merchant's deposit
 * channels grouped by channel type (`MT` bank transfer, `PG` online gateway, ...). Each channel
 * has its amount bounds and, if the operator set them, the fixed amounts to pick from.
 * The three original query flags are accepted; every channel here serves web and mobile.
 */
const flag = z.enum(['Y', 'N']).optional();
export const getDepositChannelsQuery = z.object({
  webSupported: flag,
  mobileSupported: flag,
  groupMTByChannelName: flag,
});

export const depositChannel = z.object({
  vendorId: z.string(),
  vendorName: z.string(),
  mcsBankCode: z.string(),
  banks: z.array(z.object({ bankCode: z.string(), bankType: z.string() })),
  kind: z.enum(['bank_transfer', 'gateway']),
  minAmount: moneyText,
  maxAmount: moneyText,
  fixedAmounts: z.array(moneyText),
  /** Bank transfer only: the account the member sends the money to. */
  payee: z.object({ name: z.string(), account: z.string(), bank: z.string() }).nullable(),
});
export type DepositChannel = z.infer<typeof depositChannel>;

export const getDepositChannelsResponse = z.record(
  z.string(),
  z.object({ channels: z.array(depositChannel) }),
);
