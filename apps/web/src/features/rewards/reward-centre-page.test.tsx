import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  ClaimableRewardView,
  GetRewardCentreResponse,
} from '@wl/contract/rewards/reward-centre';
import { setToken } from '../../api/session';
import { makeBalance } from '../../test/account-fixtures';
import { ok, stubFetch, type RecordedRequest } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import RewardCentrePage from './reward-centre-page';

const reward = (over: Partial<ClaimableRewardView>): ClaimableRewardView => ({
  id: 'reward:1',
  source: 'vip_upgrade',
  amount: '10.00',
  currency: 'PHP',
  details: { level: 1, levelName: 'Silver' },
  createdAt: Date.UTC(2026, 10, 1, 8, 0, 0),
  ...over,
});

/** A small reward centre: a claim removes what it paid from the list. */
function centreServer(items: ClaimableRewardView[]) {
  let list = [...items];
  const answer = (): GetRewardCentreResponse => ({
    items: list,
    count: list.length,
    totalAmount: list.reduce((s, i) => s + Number(i.amount), 0).toFixed(2),
  });
  const pay = (ids: string[]) => {
    const paid = list.filter((i) => ids.includes(i.id));
    list = list.filter((i) => !ids.includes(i.id));
    return {
      body: ok({
        claimed: paid.map((p) => ({
          id: p.id,
          amount: p.amount,
          paidAs: p.source === 'promotion' || p.source === 'referral' ? 'bonus' : 'cash',
        })),
        totalAmount: paid.reduce((s, i) => s + Number(i.amount), 0).toFixed(2),
      }),
    };
  };
  return stubFetch({
    '/wps/v2/wallets/balance': makeBalance(),
    '/wps/relay/MCSFE_getRewardCenter': () => ({ body: ok(answer()) }),
    '/wps/relay/MCSFE_claimReward': (r: RecordedRequest) =>
      pay([(JSON.parse(r.body ?? '{}') as { id: string }).id]),
    '/wps/relay/MCSFE_claimAllRewards': () => pay(list.map((i) => i.id)),
  });
}

describe('RewardCentrePage (rewardCenter)', () => {
  const three = () => [
    reward({}),
    reward({
      id: 'rebate:accrued',
      source: 'rebate',
      amount: '1.50',
      details: { gameTypes: ['RNG', 'LIVE'] },
    }),
    reward({
      id: 'reward:7',
      source: 'mission',
      amount: '5.00',
      details: { missionTitle: 'Play 10 rounds' },
    }),
  ];

  it('lists every source with what it is for and claims one', async () => {
    setToken('tok');
    const { requests } = centreServer(three());
    renderWithProviders(<RewardCentrePage />);
    expect(await screen.findByText('Ready to claim: ₱16.50')).toBeTruthy();
    expect(screen.getByText('VIP upgrade bonus')).toBeTruthy();
    expect(screen.getByText('Silver')).toBeTruthy();
    expect(screen.getByText('Slots, Live casino')).toBeTruthy();
    expect(screen.getByText('Play 10 rounds')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Claim: Mission reward' }));
    expect(await screen.findByText('Claimed ₱5.00. It is in your main wallet.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Play 10 rounds')).toBeNull());
    const claim = requests.find((r) => r.path === '/wps/relay/MCSFE_claimReward');
    expect(JSON.parse(claim?.body ?? '{}')).toEqual({
      id: 'reward:7',
      deviceId: expect.any(String),
    });
    expect(screen.getByText('VIP upgrade bonus')).toBeTruthy();
  });

  it('lists a claimable promotion by its title and claims it with the device id', async () => {
    setToken('tok');
    const { requests } = centreServer([
      reward({
        id: 'promotion:5',
        source: 'promotion',
        amount: '8.00',
        details: { promotionTitle: 'Weekend chips', promotionId: '5' },
      }),
    ]);
    renderWithProviders(<RewardCentrePage />);
    expect(await screen.findByText('Weekend chips')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Claim: Promotion bonus' }));
    // A promotion pays a bonus with wagering, not cash: the message says where it went.
    expect(
      await screen.findByText(/^Claimed ₱8\.00\. .*bonuses are under Bonus details/),
    ).toBeTruthy();
    const claim = requests.find((r) => r.path === '/wps/relay/MCSFE_claimReward');
    const body = JSON.parse(claim?.body ?? '{}') as { id: string; deviceId: string };
    expect(body.id).toBe('promotion:5');
    expect(body.deviceId).toBe(localStorage.getItem('wl.deviceId'));
  });

  it('claims everything at once, then has nothing left', async () => {
    setToken('tok');
    centreServer(three());
    renderWithProviders(<RewardCentrePage />);
    expect(await screen.findByText('Ready to claim: ₱16.50')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Claim all' }));
    expect(await screen.findByText('Claimed ₱16.50. It is in your main wallet.')).toBeTruthy();
    expect(await screen.findByText(/Nothing to claim right now/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Claim all' })).toHaveProperty('disabled', true);
  });

  it('says why a claim failed and keeps the reward listed', async () => {
    setToken('tok');
    stubFetch({
      '/wps/v2/wallets/balance': makeBalance(),
      '/wps/relay/MCSFE_getRewardCenter': {
        items: [reward({})],
        count: 1,
        totalAmount: '10.00',
      },
      '/wps/relay/MCSFE_claimReward': {
        status: 409,
        body: { success: false, message: 'error_rewards_already_claimed', value: null },
      },
    });
    renderWithProviders(<RewardCentrePage />);
    const item = await screen.findByText('VIP upgrade bonus');
    fireEvent.click(screen.getByRole('button', { name: 'Claim: VIP upgrade bonus' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This reward has already been claimed.',
    );
    expect(within(item.closest('li')!).getByText('₱10.00')).toBeTruthy();
  });
});
