import { z } from 'zod';

/** GET /wps/relay/MCSFE_getDepositSettings (token, real account). */
export const getDepositSettingsQuery = z.object({});

export const getDepositSettingsResponse = z.object({
  allowDeposit: z.enum(['Y', 'N']),
  totalDepositSuccessCount: z.number().int(),
  pendingDepositCount: z.number().int(),
  /** The operator's note shown above the deposit form. */
  depositInfo: z.string(),
});
