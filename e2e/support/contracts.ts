import { expect, type APIRequestContext } from '@playwright/test';

/** Turns on real-time salary contracts for the demo merchant (ratio up to 5 %), as a supervisor. */
export async function enableRealtimeSalary(request: APIRequestContext, token: string) {
  const settings = await request.put('/ops/contracts/settings', {
    headers: { authorization: token },
    data: {
      enabled: { dividend: false, dailySalary: false, hourlySalary: false, realtimeSalary: true },
      maxRatio: '5',
      platformFee: '0',
      maxTiers: 10,
      activeMinBet: '0',
      proposalTtlHours: 72,
      carryRule: 'accumulate',
    },
  });
  expect(((await settings.json()) as { success: boolean }).success).toBe(true);
}
