import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type {
  GetMissionLeaderboardResponse,
  GetMissionSummaryResponse,
  MissionView,
} from '@wl/contract/rewards/missions';
import { setToken } from '../../api/session';
import { makeBalance } from '../../test/account-fixtures';
import { ok, stubFetch, type RecordedRequest } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import MissionsPage from './missions-page';

const DAY = Date.UTC(2026, 10, 28);
const mission = (over: Partial<MissionView>): MissionView => ({
  id: '1',
  title: 'Slots sprint',
  period: 'daily',
  kind: 'turnover',
  gameType: 'RNG',
  target: '200.00',
  progress: '50.00',
  percent: 25,
  reward: '5.00',
  status: 'in_progress',
  rewardId: null,
  ...over,
});

function missionServer(missions: MissionView[]) {
  let list = missions;
  const summary = (): GetMissionSummaryResponse => ({
    periods: [
      { period: 'daily', key: 'D2026-11-28', startsAt: DAY, endsAt: DAY + 86_400_000 },
      {
        period: 'weekly',
        key: 'W2026-11-23',
        startsAt: DAY - 5 * 86_400_000,
        endsAt: DAY + 2 * 86_400_000,
      },
    ],
    missions: list,
    claimableCount: list.filter((m) => m.status === 'completed').length,
    completedCount: list.filter((m) => m.status !== 'in_progress').length,
  });
  const board = (r: RecordedRequest): GetMissionLeaderboardResponse => ({
    window: { period: 'weekly', key: 'W2026-11-23', startsAt: DAY, endsAt: DAY },
    list:
      r.search.get('period') === 'daily'
        ? []
        : [
            { rank: 1, name: 'bo***1', completed: 4, rewards: '20.00' },
            { rank: 2, name: 'al***1', completed: 2, rewards: '7.00' },
          ],
    me:
      r.search.get('period') === 'daily' ? { rank: null, completed: 0 } : { rank: 2, completed: 2 },
  });
  return stubFetch({
    '/wps/v2/wallets/balance': makeBalance(),
    '/wps/relay/MCSFE_getMissionSummaryDetails': () => ({ body: ok(summary()) }),
    '/wps/relay/MCSFE_getMissionLeaderboard': (r: RecordedRequest) => ({ body: ok(board(r)) }),
    '/wps/relay/MCSFE_claimReward': (r: RecordedRequest) => {
      const id = (JSON.parse(r.body ?? '{}') as { id: string }).id;
      const paid = list.find((m) => m.rewardId === id)!;
      list = list.map((m) => (m === paid ? { ...m, status: 'claimed', rewardId: null } : m));
      return {
        body: ok({
          claimed: [{ id, amount: paid.reward, paidAs: 'cash' }],
          totalAmount: paid.reward,
        }),
      };
    },
  });
}

describe('MissionsPage (missionLeaderboard)', () => {
  it('shows each period’s missions with progress and claims a finished one', async () => {
    setToken('tok');
    const { requests } = missionServer([
      mission({}),
      mission({
        id: '2',
        title: 'Regular',
        period: 'weekly',
        kind: 'login_days',
        gameType: null,
        target: '3',
        progress: '3',
        percent: 100,
        status: 'completed',
        rewardId: 'reward:9',
      }),
    ]);
    renderWithProviders(<MissionsPage />);
    const daily = await screen.findByRole('region', { name: /Daily missions/ });
    expect(within(daily).getByText('Bet ₱200.00 on Slots')).toBeTruthy();
    expect(within(daily).getByText('₱50.00 / ₱200.00')).toBeTruthy();
    expect(within(daily).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(within(daily).getByText('In progress')).toBeTruthy();

    const weekly = screen.getByRole('region', { name: /Weekly missions/ });
    expect(within(weekly).getByText('Log in on 3 different days')).toBeTruthy();
    fireEvent.click(within(weekly).getByRole('button', { name: 'Claim the reward: Regular' }));
    expect(await screen.findByText('Claimed ₱5.00. It is in your main wallet.')).toBeTruthy();
    expect(await within(weekly).findByText('Claimed')).toBeTruthy();
    const claim = requests.find((r) => r.path === '/wps/relay/MCSFE_claimReward');
    expect(JSON.parse(claim?.body ?? '{}')).toMatchObject({ id: 'reward:9' });
  });

  it('shows the leaderboard with my place and switches to the day', async () => {
    setToken('tok');
    missionServer([mission({})]);
    renderWithProviders(<MissionsPage />);
    expect(await screen.findByText('Your place: 2 with 2 missions done.')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'bo***1' })).toBeTruthy();
    const periods = screen.getByRole('group', { name: 'Period' });
    fireEvent.click(within(periods).getByRole('button', { name: 'Daily missions' }));
    expect(await screen.findByText('Finish a mission to enter the leaderboard.')).toBeTruthy();
    expect(screen.getByText('Nobody has finished a mission in this period yet.')).toBeTruthy();
  });
});
