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
    path: 'agents',
    permission: 'agents.view',
    label: 'agents.heading',
    page: lazy(() => import('../features/agents/agents-page')),
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
    path: 'disputes',
    permission: 'cashier.view',
    label: 'setup.disputesHeading',
    page: lazy(() => import('../features/cashier-setup/disputes-page')),
  },
  {
    path: 'channels',
    permission: 'cashier.view',
    label: 'setup.channelsHeading',
    page: lazy(() => import('../features/cashier-setup/channels-page')),
  },
  {
    path: 'bank-cards',
    permission: 'cashier.view',
    label: 'setup.cardsHeading',
    page: lazy(() => import('../features/cashier-setup/bank-cards-page')),
  },
  {
    path: 'banners',
    permission: 'content.view',
    label: 'content.bannersHeading',
    page: lazy(() => import('../features/content/banners-page')),
  },
  {
    path: 'notices',
    permission: 'content.view',
    label: 'content.noticesHeading',
    page: lazy(() => import('../features/content/notices-page')),
  },
  {
    path: 'help-pages',
    permission: 'content.view',
    label: 'content.helpHeading',
    page: lazy(() => import('../features/content/help-pages-page')),
  },
  {
    path: 'site-links',
    permission: 'content.view',
    label: 'content.linksHeading',
    page: lazy(() => import('../features/content/site-links-page')),
  },
  {
    path: 'games',
    permission: 'games.view',
    label: 'games.heading',
    page: lazy(() => import('../features/games/games-page')),
  },
  {
    path: 'lottery',
    permission: 'lottery.view',
    label: 'lottery.heading',
    page: lazy(() => import('../features/games/lottery-settings-page')),
  },
  {
    path: 'promotions',
    permission: 'promotions.view',
    label: 'engagement.promotionsHeading',
    page: lazy(() => import('../features/engagement/promotions-page')),
  },
  {
    path: 'missions',
    permission: 'missions.view',
    label: 'engagement.missionsHeading',
    page: lazy(() => import('../features/engagement/missions-page')),
  },
  {
    path: 'vip',
    permission: 'vip.view',
    label: 'engagement.vipHeading',
    page: lazy(() => import('../features/engagement/vip-page')),
  },
  {
    path: 'points',
    permission: 'points.view',
    label: 'engagement.pointsHeading',
    page: lazy(() => import('../features/engagement/points-page')),
  },
  {
    path: 'inbox',
    permission: 'inbox.send',
    label: 'engagement.inboxHeading',
    page: lazy(() => import('../features/engagement/inbox-page')),
  },
  {
    path: 'feedback',
    permission: 'feedback.view',
    label: 'engagement.feedbackHeading',
    page: lazy(() => import('../features/engagement/feedback-page')),
  },
  {
    path: 'reports',
    permission: 'reports.view',
    label: 'reports.heading',
    page: lazy(() => import('../features/reports/reports-page')),
  },
  {
    path: 'settings',
    permission: 'settings.view',
    label: 'settings.heading',
    page: lazy(() => import('../features/settings/settings-page')),
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
