import { z } from 'zod';
import { queryInt } from '../common/paging';
import { operatorRole } from './roles';

/**
 * Operator accounts, kept by admins (permission 'operators.manage'; listing 'operators.view').
 * GET  /ops/operators             POST /ops/operators          create with a first password
 * POST /ops/operators/:id         change role or status; both audited with before → after
 * POST /ops/operators/:id/reset-second-factor   for a lost phone
 */
export const operatorStatus = z.enum(['active', 'disabled']);

export const operatorAccount = z.object({
  id: z.number().int(),
  username: z.string(),
  role: operatorRole,
  status: operatorStatus,
  totpEnabled: z.boolean(),
  createdAt: z.number().int(),
  lastSeenAt: z.number().int().nullable(),
});
export type OperatorAccount = z.infer<typeof operatorAccount>;

export const listOperatorsQuery = z.object({
  pageNo: queryInt(1, 100_000).default(1),
  pageSize: queryInt(1, 200).default(50),
});
export const listOperatorsResponse = z.object({
  list: z.array(operatorAccount),
  total: z.number().int(),
  totalPages: z.number().int(),
  pageNum: z.number().int(),
});

export const createOperatorRequest = z.object({
  username: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_.-]{2,31}$/),
  password: z.string().min(8).max(128),
  role: operatorRole,
});

export const operatorIdParams = z.object({ id: z.coerce.number().int().positive() });

export const updateOperatorRequest = z
  .object({ role: operatorRole.optional(), status: operatorStatus.optional() })
  .refine((v) => v.role !== undefined || v.status !== undefined, 'nothing to change');
