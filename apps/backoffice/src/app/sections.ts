import { lazy } from 'react';

/**
 * The back office's page groups: each its own lazy chunk, shown in the navigation only to
 * roles that hold its permission (the server checks again on every call).
 */
export const SECTIONS = [
  {
    path: 'members',
    permission: 'members.view',
    label: 'members.heading',
    page: lazy(() => import('../features/members/members-page')),
  },
  {
    path: 'withdrawals',
    permission: 'cashier.view',
    label: 'cashier.heading',
    page: lazy(() => import('../features/cashier/withdrawals-page')),
  },
  {
    path: 'deposits',
    permission: 'cashier.view',
    label: 'deposits.heading',
    page: lazy(() => import('../features/cashier/deposits-page')),
  },
  {
    path: 'audit',
    permission: 'audit.view',
    label: 'audit.heading',
    page: lazy(() => import('../features/audit/audit-page')),
  },
  {
    path: 'operators',
    permission: 'operators.view',
    label: 'operators.heading',
    page: lazy(() => import('../features/operators/operators-page')),
  },
  {
    path: 'security',
    permission: 'session.self',
    label: 'security.heading',
    page: lazy(() => import('../features/session/security-page')),
  },
] as const;
