import { z } from 'zod';

/**
 * Operator roles and the roles × permissions table the server enforces on every `/ops` route.
 *
 * A route names the one permission it needs as `config: { permission: '<area>.<action>' }`
 * (e.g. 'cashier.review', 'promotions.edit'). A role holds grants: an exact permission, a whole
 * area ('content.*'), an action in every area ('*.view') or everything ('*'). Patterns keep the
 * table short and cover areas added later: an area nobody granted is open to admin only, which
 * is the safe default. Two names are special: 'public' (no session, only the login) and
 * 'session.self' (any signed-in operator: their own session, profile and second factor).
 * The back office reads the same table to hide what a role cannot do; the server decides.
 */
export const OPERATOR_ROLES = [
  'admin',
  'supervisor',
  'cashier',
  'content',
  'risk',
  'agent_manager',
  'read_only',
] as const;
export const operatorRole = z.enum(OPERATOR_ROLES);
export type OperatorRole = z.infer<typeof operatorRole>;

export const PUBLIC_PERMISSION = 'public';
export const SELF_PERMISSION = 'session.self';

/** Areas a supervisor runs day to day; admin-only areas (operators, settings) are left out. */
const SUPERVISED_AREAS = [
  'members',
  'cashier',
  'adjustments',
  'content',
  'games',
  'lottery',
  'promotions',
  'missions',
  'vip',
  'rebate',
  'points',
  'inbox',
  'feedback',
  'agents',
  'contracts',
  'rewards',
  'reports',
] as const;

export const ROLE_GRANTS: Readonly<Record<OperatorRole, readonly string[]>> = {
  admin: ['*'],
  supervisor: ['*.view', ...SUPERVISED_AREAS.map((area) => `${area}.*`)],
  // Adjustments above the threshold wait for a supervisor: a cashier may ask, not decide.
  cashier: ['cashier.*', 'adjustments.view', 'adjustments.request', 'members.view'],
  // The lobby's lotteries are presentation; the odds, switches and limits are not theirs.
  content: ['content.*', 'inbox.*', 'feedback.*', 'games.view', 'lottery.view', 'lottery.lobby'],
  risk: ['*.view', 'members.lock', 'members.labels', 'risk.*'],
  agent_manager: ['agents.*', 'contracts.*', 'members.view', 'reports.view'],
  read_only: ['*.view'],
};

const PERMISSION_PATTERN = /^[a-z][a-z_]*\.[a-z][a-z_]*$/;

export function isPermissionName(permission: string): boolean {
  return PERMISSION_PATTERN.test(permission);
}

function grantCovers(grant: string, permission: string): boolean {
  if (grant === '*' || grant === permission) return true;
  const [grantArea, grantAction] = grant.split('.');
  const [area, action] = permission.split('.');
  return (
    (grantAction === '*' && grantArea === area) || (grantArea === '*' && grantAction === action)
  );
}

/** Whether a role may use a route that needs `permission`. Unknown shapes are refused. */
export function roleAllows(role: OperatorRole, permission: string): boolean {
  if (permission === SELF_PERMISSION) return true;
  if (!isPermissionName(permission)) return false;
  return ROLE_GRANTS[role].some((grant) => grantCovers(grant, permission));
}
