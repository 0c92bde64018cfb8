/**
 * The contract schemas the home page's calls answer with, checked without zod (ADR 0045).
 * `scripts/web-home-guards.ts` writes home-guards.ts from this list with `z.toJSONSchema`; its
 * test fails when a schema here changed and the file was not written again.
 * Runtime code imports home-guards.ts, never this list (it would pull zod back in).
 */
export const HOME_GUARDS = [
  { guard: 'statusGuard', module: '@wl/contract/system/get-status', schema: 'getStatusResponse' },
  {
    guard: 'announcementsGuard',
    module: '@wl/contract/system/get-announcements',
    schema: 'getAnnouncementsResponse',
  },
  {
    guard: 'helpCenterGuard',
    module: '@wl/contract/system/get-help-center',
    schema: 'getHelpCenterResponse',
  },
  {
    guard: 'balanceGuard',
    module: '@wl/contract/cashier/get-balance',
    schema: 'getBalanceResponse',
  },
  {
    guard: 'unreadCountGuard',
    module: '@wl/contract/inbox/list-inbox',
    schema: 'unreadCountResponse',
  },
  { guard: 'memberInfoGuard', module: '@wl/contract/auth/get-member-info', schema: 'memberInfo' },
  { guard: 'memberIconGuard', module: '@wl/contract/auth/get-member-info', schema: 'memberIcon' },
  { guard: 'loginValueGuard', module: '@wl/contract/auth/log-in', schema: 'loginValue' },
  {
    guard: 'missionSummaryGuard',
    module: '@wl/contract/rewards/missions',
    schema: 'getMissionSummaryResponse',
  },
  {
    guard: 'rewardCentreGuard',
    module: '@wl/contract/rewards/reward-centre',
    schema: 'getRewardCentreResponse',
  },
  {
    guard: 'vendorLanesGuard',
    module: '@wl/contract/games/list-vendor-lanes',
    schema: 'listVendorLanesValue',
  },
  {
    guard: 'hotGamesGuard',
    module: '@wl/contract/games/list-hot-games',
    schema: 'listHotGamesValue',
  },
  {
    guard: 'favouritesGuard',
    module: '@wl/contract/games/favourite-games',
    schema: 'getFavoriteGamesValue',
  },
  {
    guard: 'favouriteActionGuard',
    module: '@wl/contract/games/favourite-games',
    schema: 'favoriteGameActionValue',
  },
  {
    guard: 'rankListGuard',
    module: '@wl/contract/games/get-rank-list',
    schema: 'getRankListValue',
  },
] as const;
