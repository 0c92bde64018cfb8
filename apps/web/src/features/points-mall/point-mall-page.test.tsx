import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GoodsView, OrderView } from '@wl/contract/points/points-views';
import type { PointsDetailRow } from '@wl/contract/points/member-points';
import { clearSession, setToken } from '../../api/session';
import { PopupContext, type PopupControl } from '../../components/popup-context';
import { makeBalance } from '../../test/account-fixtures';
import { ok, stubFetch, type RecordedRequest } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import { clearPointMall } from './api/point-mall-cache';
import { Component as PointMallPage } from './point-mall-page';

const goods = (over: Partial<GoodsView>): GoodsView => ({
  id: '1',
  kind: 'cash',
  category: 'cash',
  name: '10 PHP cash',
  description: '',
  imageUrl: '',
  pricePoints: '1000',
  value: '10.00',
  freeSpins: null,
  stock: null,
  ...over,
});

const order = (over: Partial<OrderView>): OrderView => ({
  id: '77',
  goodsId: '2',
  goodsName: 'Headphones',
  goodsKind: 'physical',
  points: '500',
  status: 'applying',
  recipient: 'Ana',
  address: '1 Main St',
  phone: '0917 000 0000',
  reason: '',
  createdAt: Date.UTC(2026, 10, 20, 8, 0, 0),
  decidedAt: null,
  ...over,
});

/** A small points mall: 1,200 points; redeeming holds the price, converting spends it. */
function mallServer(
  options: { orders?: OrderView[]; details?: PointsDetailRow[]; moreGoods?: GoodsView[] } = {},
) {
  let available = 1200;
  const body = (r: RecordedRequest) => JSON.parse(r.body ?? '{}') as Record<string, unknown>;
  return stubFetch({
    '/wps/v2/wallets/balance': makeBalance(),
    '/wps/relay/MCS2_getPointBalance': () => ({
      body: ok({ balance: '1200', held: String(1200 - available), available: String(available) }),
    }),
    '/wps/relay/MCS2_getPointConfig': {
      pointsPerUnit: '100',
      minConvertPoints: '200',
      rulesText: 'Earn 1 point per 1 PHP of valid bets on slots.',
      currency: 'PHP',
    },
    '/wps/relay/MCS2_getPointReward': {
      categories: ['cash', 'gadgets'],
      list: [
        goods({}),
        goods({
          id: '2',
          kind: 'physical',
          category: 'gadgets',
          name: 'Headphones',
          pricePoints: '500',
          value: null,
          stock: 3,
        }),
        goods({
          id: '3',
          kind: 'physical',
          category: 'gadgets',
          name: 'Phone',
          pricePoints: '90000',
          value: null,
          stock: 0,
        }),
        ...(options.moreGoods ?? []),
      ],
    },
    '/wps/relay/passwordCheck/MCS2_redeemPointReward': (r: RecordedRequest) => {
      const b = body(r);
      if (b.password !== '123456') {
        return {
          status: 400,
          body: {
            success: false,
            message: 'error_payment_password_wrong',
            value: null,
            errorCode: 'invalid.payment.pw',
          },
        };
      }
      available -= 500;
      return { body: ok(order({})) };
    },
    '/wps/relay/passwordCheck/MCS2_convertPoint': (r: RecordedRequest) => {
      available -= Number(body(r).points);
      return { body: ok({ points: String(body(r).points), amount: '3.00', replayed: false }) };
    },
    '/wps/relay/MCS2_getRedeemPointList': (r: RecordedRequest) => {
      const status = r.search.get('status');
      const list = (options.orders ?? []).filter((o) => !status || o.status === status);
      return {
        body: ok({
          list,
          total: list.length,
          totalPages: 2,
          pageNum: Number(r.search.get('pageNo')),
        }),
      };
    },
    '/wps/relay/ODSFE2_MemTransDet': (r: RecordedRequest) => ({
      body: ok({
        accountType: 'points',
        list: r.search.get('accountType') === 'points' ? (options.details ?? []) : [],
        total: options.details?.length ?? 0,
        totalPages: 1,
        pageNum: 1,
      }),
    }),
  });
}

function renderMall() {
  const popups: PopupControl = { popup: null, open: vi.fn(), close: vi.fn() };
  const view = renderWithProviders(
    <PopupContext.Provider value={popups}>
      <PointMallPage />
    </PopupContext.Provider>,
    { route: '/pointMall' },
  );
  return { ...view, popups };
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('/pointMall', () => {
  afterEach(() => clearSession());

  it('asks a visitor to log in and calls nothing', () => {
    const { requests } = mallServer();
    const { popups } = renderMall();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(popups.open).toHaveBeenCalledWith('login');
    expect(requests.filter((r) => r.path.includes('MCS2_'))).toEqual([]);
  });

  it('shows the balance, ratio and goods by category, with stock and affordability', async () => {
    setToken('tok');
    mallServer();
    renderMall();
    expect(await screen.findByTestId('points-available')).toHaveProperty('textContent', '1,200');
    expect(screen.getByText('100 points = ₱1.00')).toBeTruthy();
    const phone = (await screen.findByRole('heading', { name: 'Phone' })).closest('li')!;
    expect(within(phone).getAllByText('Sold out')).toHaveLength(2);
    expect(within(phone).getByRole('button', { name: 'Redeem Phone' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByText('In stock: 3')).toBeTruthy();
    expect(screen.getByText('Always in stock')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'gadgets' }));
    expect(screen.queryByRole('heading', { name: '10 PHP cash' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Headphones' })).toBeTruthy();
  });

  it('asks a physical good for recipient, address, phone and the fund password', async () => {
    setToken('tok');
    const { requests } = mallServer();
    renderMall();
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem Headphones' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    expect(within(dialog).getByText("Please enter the recipient's name.")).toBeTruthy();
    expect(within(dialog).getByText('Please enter the delivery address.')).toBeTruthy();
    expect(within(dialog).getByText('Please enter a valid phone number.')).toBeTruthy();
    expect(within(dialog).getByText('Please enter your fund password.')).toBeTruthy();
    expect(requests.some((r) => r.path.endsWith('MCS2_redeemPointReward'))).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Recipient name'), {
      target: { value: ' Ana ' },
    });
    fireEvent.change(within(dialog).getByLabelText('Delivery address'), {
      target: { value: '1 Main St' },
    });
    fireEvent.change(within(dialog).getByLabelText('Phone number'), {
      target: { value: '0917 000 0000' },
    });
    fireEvent.change(within(dialog).getByLabelText('Fund password'), {
      target: { value: '000000' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringMatching(/password/i),
    );
    fireEvent.change(within(dialog).getByLabelText('Fund password'), {
      target: { value: '123456' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    expect(await within(dialog).findByText(/is applying/)).toBeTruthy();
    const sent = requests.filter((r) => r.path.endsWith('MCS2_redeemPointReward'));
    expect(JSON.parse(sent[1]!.body!)).toMatchObject({
      goodsId: 2,
      recipient: 'Ana',
      address: '1 Main St',
      phone: '0917 000 0000',
      password: '123456',
    });
    // The same request retried keeps its idempotency key.
    expect(JSON.parse(sent[1]!.body!).idempotencyKey).toBe(
      JSON.parse(sent[0]!.body!).idempotencyKey,
    );
    await waitFor(() =>
      expect(screen.getByTestId('points-available')).toHaveProperty('textContent', '700'),
    );
  });

  it('says what each good gives: free spins of a game, VIP progress, cash', async () => {
    setToken('tok');
    mallServer({
      moreGoods: [
        goods({
          id: '4',
          kind: 'house_free_spins',
          name: 'Spin pack',
          pricePoints: '800',
          value: null,
          stock: 5,
          freeSpins: {
            gameCode: 'lucky-sevens',
            gameName: 'Lucky Sevens',
            spins: 10,
            betPerSpin: '1.00',
          },
        }),
        goods({ id: '5', kind: 'vip_points', name: 'VIP boost', value: '500.00', stock: 5 }),
      ],
    });
    renderMall();
    const spins = (await screen.findByRole('heading', { name: 'Spin pack' })).closest('li')!;
    expect(within(spins).getByText('10 free spins of Lucky Sevens, ₱1.00 per spin')).toBeTruthy();
    const vip = screen.getByRole('heading', { name: 'VIP boost' }).closest('li')!;
    expect(within(vip).getByText('Adds ₱500.00 to your VIP progress')).toBeTruthy();
    const cash = screen.getByRole('heading', { name: '10 PHP cash' }).closest('li')!;
    expect(within(cash).getByText('₱10.00 to your main wallet')).toBeTruthy();
    fireEvent.click(within(spins).getByRole('button', { name: 'Redeem Spin pack' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('10 free spins of Lucky Sevens, ₱1.00 per spin')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Delivery address')).toBeNull();
  });

  it('a cash good asks only the fund password', async () => {
    setToken('tok');
    mallServer();
    renderMall();
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem 10 PHP cash' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText('Delivery address')).toBeNull();
    expect(within(dialog).getByLabelText('Fund password')).toBeTruthy();
  });

  it('converts points at the ratio with a preview, refusing below the minimum', async () => {
    setToken('tok');
    const { requests } = mallServer();
    renderMall();
    const open = await screen.findByRole('button', { name: 'Convert to cash' });
    await waitFor(() => expect(open).toHaveProperty('disabled', false));
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog');
    const points = within(dialog).getByLabelText('Points to convert');
    fireEvent.change(points, { target: { value: '150' } });
    fireEvent.change(within(dialog).getByLabelText('Fund password'), {
      target: { value: '123456' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Convert' }));
    expect(within(dialog).getByText('Convert at least 200 points.')).toBeTruthy();
    fireEvent.change(points, { target: { value: '350' } });
    expect(within(dialog).getByText('You receive ₱3.50 for 350 points.')).toBeTruthy();
    fireEvent.change(points, { target: { value: '305' } });
    // Only whole centavos are bought: 305 points pay ₱3.05 and take 305.
    expect(within(dialog).getByText('You receive ₱3.05 for 305 points.')).toBeTruthy();
    fireEvent.change(points, { target: { value: '300' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Convert' }));
    expect(
      await within(dialog).findByText('300 points became ₱3.00 in your main wallet.'),
    ).toBeTruthy();
    const sent = requests.find((r) => r.path.endsWith('MCS2_convertPoint'));
    expect(JSON.parse(sent!.body!)).toMatchObject({ points: 300, password: '123456' });
  });

  it('lists exchange records with their statuses, filtered and paged', async () => {
    setToken('tok');
    const { requests } = mallServer({
      orders: [order({}), order({ id: '78', status: 'rejected', reason: 'Out of budget' })],
    });
    renderMall();
    fireEvent.click(tab('Exchange records'));
    expect(await screen.findByText('Out of budget')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Applying')).toBeTruthy();
    expect(within(table).getByText('Rejected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Rejected' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).queryByText('Applying')).toBeNull(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(
        requests.some(
          (r) =>
            r.path.endsWith('MCS2_getRedeemPointList') &&
            r.search.get('pageNo') === '2' &&
            r.search.get('status') === 'rejected',
        ),
      ).toBe(true),
    );
  });

  it('lists points details for the quick-picked range with the balance after each line', async () => {
    setToken('tok');
    const { requests } = mallServer({
      details: [
        {
          id: '9',
          time: Date.UTC(2026, 10, 21),
          code: 'POINTS_REDEEM',
          points: '-500',
          balance: '700',
          remark: 'Headphones',
        },
        {
          id: '8',
          time: Date.UTC(2026, 10, 20),
          code: 'POINTS_EARN',
          points: '1200',
          balance: '1200',
          remark: 'bet:1',
        },
      ],
    });
    renderMall();
    fireEvent.click(tab('Points details'));
    expect(await screen.findByText('-500')).toBeTruthy();
    expect(screen.getByText('+1,200')).toBeTruthy();
    expect(screen.getByText('Points spent')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Past 30 days' }));
    await waitFor(() => {
      const last = requests.filter((r) => r.path.endsWith('ODSFE2_MemTransDet')).at(-1)!;
      expect(last.search.get('accountType')).toBe('points');
      const days =
        (Number(last.search.get('endTime')) - Number(last.search.get('startTime'))) / 86_400_000;
      expect(Math.round(days)).toBe(30);
    });
  });

  it('shows the rules: ratio, minimum, points never expire, the merchant text', async () => {
    setToken('tok');
    mallServer();
    renderMall();
    fireEvent.click(tab('Points rules'));
    expect(await screen.findByText('Points never expire.')).toBeTruthy();
    expect(screen.getByText('The smallest cash conversion is 200 points.')).toBeTruthy();
    expect(screen.getByText('Earn 1 point per 1 PHP of valid bets on slots.')).toBeTruthy();
  });

  it('clearing the point mall object reloads the points on screen', async () => {
    setToken('tok');
    const { requests } = mallServer();
    const { client } = renderMall();
    await screen.findByTestId('points-available');
    const calls = () => requests.filter((r) => r.path.endsWith('MCS2_getPointBalance')).length;
    const before = calls();
    clearPointMall(client);
    await waitFor(() => expect(calls()).toBe(before + 1));
  });
});
