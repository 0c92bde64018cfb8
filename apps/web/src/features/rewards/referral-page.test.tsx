import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  GetReferralDetailsResponse,
  InvitationView,
  ListInvitationsResponse,
} from '@wl/contract/rewards/referral';
import { setToken } from '../../api/session';
import { makeBalance } from '../../test/account-fixtures';
import { ok, stubFetch, type RecordedRequest } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import ReferralPage from './referral-page';
import { referralLink, shareOrigins } from './referral-link';

const details = (over: Partial<GetReferralDetailsResponse> = {}): GetReferralDetailsResponse => ({
  referralCode: 'K7Q2M9XA',
  totalInvitations: 12,
  qualifiedInvitations: 2,
  totalReward: '50.00',
  promotionDomains: [],
  rule: {
    minFirstDeposit: '100.00',
    minTurnover: '500.00',
    reward: '25.00',
    wageringMultiple: 3,
    validDays: 7,
  },
  ...over,
});

const friend = (n: number, over: Partial<InvitationView> = {}): InvitationView => ({
  friend: `fr***${n}`,
  registeredAt: Date.UTC(2026, 10, n, 8, 0, 0),
  status: 'pending',
  qualifiedAt: null,
  reward: null,
  ...over,
});

/** Twelve friends, ten a page: the first qualified, the second claimed. */
function friendsPage(r: RecordedRequest): { body: unknown } {
  const pageNo = Number(r.search.get('pageNo'));
  const pageSize = Number(r.search.get('pageSize'));
  const all = Array.from({ length: 12 }, (_, i) =>
    i === 0
      ? friend(1, { status: 'qualified', reward: '25.00', qualifiedAt: Date.UTC(2026, 10, 2) })
      : i === 1
        ? friend(2, { status: 'claimed', reward: '25.00', qualifiedAt: Date.UTC(2026, 10, 3) })
        : friend(i + 1),
  );
  const value: ListInvitationsResponse = {
    list: all.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    pageNo,
    pageSize,
    total: all.length,
    totalPages: Math.ceil(all.length / pageSize),
  };
  return { body: ok(value) };
}

describe('ReferralPage (referral)', () => {
  it('shows the code, the link and its QR code, the counts, the rule and the friends', async () => {
    setToken('tok');
    const { requests } = stubFetch({
      '/wps/v2/wallets/balance': makeBalance(),
      '/wps/relay/MCSFE_getReferralDetails': details(),
      '/wps/relay/MCSFE_getReferralInvitations': friendsPage,
    });
    const onOpenPage = vi.fn();
    renderWithProviders(<ReferralPage onOpenPage={onOpenPage} />);

    expect(await screen.findByText('K7Q2M9XA')).toBeTruthy();
    const link = screen.getByLabelText('Your invitation link') as HTMLInputElement;
    expect(link.value).toBe('http://localhost:3000/register?referralCode=K7Q2M9XA');
    expect(screen.getByRole('img', { name: 'QR code of your invitation link' })).toBeTruthy();
    const details$ = requests.find((r) => r.path === '/wps/relay/MCSFE_getReferralDetails');
    expect(details$?.search.get('autoGenerate')).toBe('true');

    expect(screen.getByText('Friends joined').nextElementSibling?.textContent).toBe('12');
    expect(screen.getByText('Rewards earned').nextElementSibling?.textContent).toBe('₱50.00');
    expect(
      screen.getByText(
        'Your friend qualifies when their first deposit is at least ₱100.00 and they have bet ₱500.00 in total.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Claimed, it is a bonus: bet 3 times its amount within 7 days to turn it into cash.',
      ),
    ).toBeTruthy();

    const table = await screen.findByRole('table', { name: 'Friends who joined (12)' });
    const first = within(table).getByText('fr***1').closest('tr')!;
    expect(within(first).getByText('Qualified: claim it in the reward centre')).toBeTruthy();
    expect(within(first).getByText('₱25.00')).toBeTruthy();
    const claimed = within(table).getByText('fr***2').closest('tr')!;
    expect(within(claimed).getByText('Reward claimed')).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(11);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('fr***12')).toBeTruthy();
    const pages = requests
      .filter((r) => r.path === '/wps/relay/MCSFE_getReferralInvitations')
      .map((r) => r.search.get('pageNo'));
    expect(pages).toEqual(['1', '2']);

    fireEvent.click(screen.getByRole('button', { name: 'Open the reward centre' }));
    expect(onOpenPage).toHaveBeenCalledWith('rewardCenter');
  });

  it('copies the link, and says so when the browser refuses', async () => {
    setToken('tok');
    stubFetch({
      '/wps/v2/wallets/balance': makeBalance(),
      '/wps/relay/MCSFE_getReferralDetails': details(),
      '/wps/relay/MCSFE_getReferralInvitations': friendsPage,
    });
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<ReferralPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied. Send it to your friends.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/register?referralCode=K7Q2M9XA');
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByText(/Copying is not allowed here/)).toBeTruthy();
  });

  it('says when rewards are paused and when no friend has joined yet', async () => {
    setToken('tok');
    stubFetch({
      '/wps/v2/wallets/balance': makeBalance(),
      '/wps/relay/MCSFE_getReferralDetails': details({ rule: null, totalInvitations: 0 }),
      '/wps/relay/MCSFE_getReferralInvitations': {
        list: [],
        pageNo: 1,
        pageSize: 10,
        total: 0,
        totalPages: 0,
      },
    });
    renderWithProviders(<ReferralPage />);
    expect(await screen.findByText(/Invitation rewards are paused/)).toBeTruthy();
    expect(await screen.findByText(/No friend has joined with your code yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open the reward centre' })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
  });
});

describe('referral links', () => {
  it('point at this site first, then the merchant’s other domains on the same scheme', () => {
    const here = new URL('https://play.example.com/promotions');
    expect(
      shareOrigins(here, ['play.example.com', 'WIN.example.net', 'bad domain/', 'win.example.net']),
    ).toEqual(['https://play.example.com', 'https://win.example.net']);
    expect(referralLink('https://win.example.net', 'AB23CD45')).toBe(
      'https://win.example.net/register?referralCode=AB23CD45',
    );
  });
});
