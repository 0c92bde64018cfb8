import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { GetTeamOverviewValue } from '@wl/contract/agent/get-team-overview';
import type { ListDownlinesValue } from '@wl/contract/agent/list-downlines';
import { setToken } from '../../api/session';
import { stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import TeamManagementPage from './pages/team-management-page';
import TeamOverviewPage from './pages/team-overview-page';
import OwnRecordsPage from './pages/own-records-page';

const overview: GetTeamOverviewValue = {
  startDate: '2026-11-22',
  endDate: '2026-11-28',
  teamSize: 12,
  directSize: 3,
  newMembers: 2,
  activeMembers: 5,
  depositCount: 1,
  withdrawCount: 0,
  betCount: 40,
  deposit: '100.00',
  withdraw: '0.00',
  validBet: '1234.50',
  payout: '1000.00',
  profit: '234.50',
  days: [
    {
      day: '2026-11-27',
      newMembers: 1,
      deposit: '0.00',
      withdraw: '0.00',
      validBet: '10.00',
      payout: '30.00',
      profit: '-20.00',
    },
    {
      day: '2026-11-28',
      newMembers: 1,
      deposit: '100.00',
      withdraw: '0.00',
      validBet: '1224.50',
      payout: '970.00',
      profit: '254.50',
    },
  ],
};

const member = (
  memberId: number,
  username: string,
  extra: Partial<ListDownlinesValue['list'][number]> = {},
) => ({
  memberId,
  username,
  nickname: null,
  type: 0,
  isAgent: false,
  status: 'active',
  depth: 1,
  balance: '5.00',
  teamSize: 0,
  contracts: [],
  lastLoginAt: null,
  createdAt: 0,
  ...extra,
});

describe('agent centre pages', () => {
  it('shows the team figures, the chart, and asks again for another period', async () => {
    setToken('tok');
    const calls = stubFetch({ '/wps/relay/ODSFE2_getTeamOverviewSum': overview });
    renderWithProviders(<TeamOverviewPage />);
    const figures = await screen.findByTestId('team-overview');
    expect(within(figures).getByText('Team size').nextSibling?.textContent).toBe('12');
    expect(figures.textContent).toContain('1,234.50');
    expect(screen.getByRole('table', { name: 'Team profit and loss a day' })).toBeTruthy();
    expect(document.querySelectorAll('.ac-chart__down')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Past 30 days' }));
    await screen.findByTestId('team-overview');
    const last = calls.requests.filter((r) => r.path.endsWith('ODSFE2_getTeamOverviewSum')).at(-1);
    expect(last?.search.get('quick')).toBe('last30days');
  });

  it('lists the team and drills down into an agent of it', async () => {
    setToken('tok');
    const calls = stubFetch({
      '/wps/agent/downlines': (req: { search: URLSearchParams }) => ({
        body: {
          success: true,
          message: '',
          value: req.search.get('parentId')
            ? {
                parent: { memberId: 8, username: 'subagent' },
                list: [member(9, 'deepplayer', { depth: 2 })],
                pageNo: 1,
                pageSize: 10,
                total: 1,
                totalPages: 1,
              }
            : {
                parent: { memberId: 7, username: 'me' },
                list: [
                  member(8, 'subagent', {
                    isAgent: true,
                    type: 1,
                    teamSize: 1,
                    contracts: [{ kind: 'realtime_salary', status: 'proposed' }],
                  }),
                ],
                pageNo: 1,
                pageSize: 10,
                total: 1,
                totalPages: 1,
              },
        },
      }),
    });
    renderWithProviders(
      <Suspense>
        <TeamManagementPage />
      </Suspense>,
    );
    const subagent = await screen.findByRole('button', { name: 'subagent' });
    expect(screen.getByTestId('contract-status').textContent).toBe('Real-time salary: Offered');
    fireEvent.click(subagent);
    expect(await screen.findByText('deepplayer')).toBeTruthy();
    expect(screen.getByTestId('contract-status').textContent).toBe('—');
    const drill = calls.requests.filter((r) => r.path === '/wps/agent/downlines').at(-1);
    expect(drill?.search.get('parentId')).toBe('8');
    expect(screen.getByRole('navigation', { name: 'Levels' }).textContent).toContain('subagent');
  });

  it("shows the agent's own ledger lines and narrows account changes to one kind", async () => {
    setToken('tok');
    const calls = stubFetch({
      '/wps/relay/ODSFE2_MemTransDet': {
        list: [
          {
            id: '1',
            time: 0,
            code: 'TRANSFER_DOWNLINE',
            amount: '-20.00',
            direction: 'out',
            wallet: 'main',
            reference: 'kid01',
          },
        ],
        total: 1,
        totalPages: 1,
        pageNum: 1,
        totalIn: '0.00',
        totalOut: '20.00',
      },
    });
    renderWithProviders(<OwnRecordsPage pageKey="accountChanges" onNavigate={() => {}} />);
    expect(await screen.findByText('kid01')).toBeTruthy();
    expect(screen.getByText('Transfer to downline')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'transfer' } });
    await screen.findByText('kid01');
    const last = calls.requests.filter((r) => r.path.endsWith('ODSFE2_MemTransDet')).at(-1);
    expect(last?.search.get('type')).toBe('transfer');
  });
});
