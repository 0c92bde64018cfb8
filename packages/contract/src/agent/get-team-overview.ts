import { z } from 'zod';
import { moneyText } from '../ledger/amount';
import { teamRange } from './team-range';

/**
 * `GET /wps/relay/ODSFE2_getTeamOverviewSum` (token, agents): the team overview of the
 * signed-in agent over a period — its whole team, itself excluded — with one point a day.
 * profit is the team's result as the house sees it: valid bets − payouts.
 */
export const getTeamOverviewQuery = teamRange;

const figures = {
  newMembers: z.number().int(),
  deposit: moneyText,
  withdraw: moneyText,
  validBet: moneyText,
  payout: moneyText,
  profit: moneyText,
};

export const teamOverviewDay = z.object({ day: z.string(), ...figures });
export type TeamOverviewDay = z.infer<typeof teamOverviewDay>;

export const getTeamOverviewValue = z.object({
  startDate: z.string(),
  endDate: z.string(),
  teamSize: z.number().int(),
  directSize: z.number().int(),
  activeMembers: z.number().int(),
  depositCount: z.number().int(),
  withdrawCount: z.number().int(),
  betCount: z.number().int(),
  ...figures,
  days: z.array(teamOverviewDay),
});
export type GetTeamOverviewValue = z.infer<typeof getTeamOverviewValue>;
