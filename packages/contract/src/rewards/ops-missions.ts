import { z } from 'zod';
import { amountInput, moneyText } from '../ledger/amount';
import { missionKind, missionPeriod } from './missions';

/**
 * Operator API for missions (/ops, permission area `missions`, audited):
 * GET  /ops/missions              missions.view  every mission of the merchant
 * POST /ops/missions              missions.edit  create one
 * POST /ops/missions/:id          missions.edit  replace one (progress already made is kept;
 *                                                a changed target applies to the current period)
 * Targets: an amount for `deposit` and `turnover`, a whole count for the other kinds.
 */
export const missionParams = z.object({ id: z.coerce.number().int().positive() });

const countOrAmount = z.union([z.string().trim().max(24), z.number()]);

export const saveMissionRequest = z
  .object({
    title: z.string().trim().min(1).max(60),
    /** Titles by language code (en, cn, th …); the member's language wins over `title`. */
    titles: z.record(z.string().regex(/^[a-z]{2}$/), z.string().trim().min(1).max(60)).default({}),
    period: missionPeriod,
    kind: missionKind,
    gameType: z
      .string()
      .regex(/^[A-Z]{2,16}$/)
      .nullable()
      .default(null),
    target: countOrAmount,
    reward: amountInput,
    active: z.boolean().default(true),
    sort: z.number().int().min(0).max(9999).default(0),
  })
  .refine((m) => m.gameType === null || m.kind === 'turnover' || m.kind === 'rounds', {
    message: 'only turnover and rounds missions name a game type',
    path: ['gameType'],
  })
  .refine((m) => m.kind !== 'login_days' || m.period === 'weekly' || String(m.target) === '1', {
    message: 'a daily login mission has a target of 1 day',
    path: ['target'],
  });

export type SaveMissionRequest = z.infer<typeof saveMissionRequest>;

export const opsMissionView = z.object({
  id: z.string(),
  title: z.string(),
  titles: z.record(z.string(), z.string()),
  period: missionPeriod,
  kind: missionKind,
  gameType: z.string().nullable(),
  target: z.string(),
  reward: moneyText,
  active: z.boolean(),
  sort: z.number().int(),
});

export const listOpsMissionsResponse = z.object({ list: z.array(opsMissionView) });
export type OpsMissionView = z.infer<typeof opsMissionView>;
