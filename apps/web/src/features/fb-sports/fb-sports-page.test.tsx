import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { setToken } from '../../api/session';
import { makeMember } from '../../test/account-fixtures';
import { stubFetch } from '../../test/fetch-stub';
import { fakeControls } from '../../test/lobby-providers';
import { renderWithProviders } from '../../test/render';
import { LAUNCH_FB_PATH } from './api/launch-fb';
import { Component as FbSportsPage } from './fb-sports-page';

const launched = (url: string, mode: 'real' | 'demo' = 'real') => ({
  content: {
    game_url: url,
    mode,
    vendorCode: 'HOUSE',
    gameCode: 'fb-sports',
    walletMode: 'seamless',
  },
  url,
});

function renderPage() {
  const controls = fakeControls();
  renderWithProviders(controls.wrap(<FbSportsPage />), { route: '/fbsports' });
  return controls;
}

describe('/fbsports', () => {
  it('asks a visitor to log in and launches nothing', async () => {
    const { requests } = stubFetch({});
    const { popups } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(popups.open).toHaveBeenCalledWith('login');
    expect(screen.getByText('Log in to bet on FB Sports.')).toBeTruthy();
    expect(requests.some((r) => r.path === LAUNCH_FB_PATH)).toBe(false);
    expect(screen.queryByTitle('FB Sports book')).toBeNull();
  });

  it('launches a member for real money and shows the book in the iframe', async () => {
    setToken('member-token');
    const { requests } = stubFetch({
      '/wps/member/info': makeMember(),
      [LAUNCH_FB_PATH]: launched('https://house.example.com/play?t=abc'),
    });
    renderPage();
    expect(screen.getByRole('status')).toBeTruthy();
    const frame = await screen.findByTitle('FB Sports book');
    expect(frame.getAttribute('src')).toBe('https://house.example.com/play?t=abc');
    const call = requests.find((r) => r.path === LAUNCH_FB_PATH);
    expect(call?.search.get('accountType')).toBe('1');
    expect(call?.headers.get('authorization')).toContain('member-token');
    expect(screen.queryByText('Demo')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it('tells a trial member the book runs on demo money and offers the real-account step', async () => {
    setToken('trial-token');
    stubFetch({
      '/wps/member/info': makeMember({ type: 4 }),
      [LAUNCH_FB_PATH]: launched('https://house.example.com/play?t=demo', 'demo'),
    });
    const { account } = renderPage();
    expect(await screen.findByText('Trial accounts play FB Sports with demo money.')).toBeTruthy();
    expect(await screen.findByTitle('FB Sports book')).toBeTruthy();
    expect(screen.getByText('Demo')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bet with real money' }));
    expect(account.requireRealAccount).toHaveBeenCalled();
  });

  it('shows the refusal with a retry, and refuses an address that is not http(s)', async () => {
    setToken('member-token');
    let calls = 0;
    stubFetch({
      '/wps/member/info': makeMember(),
      [LAUNCH_FB_PATH]: () => {
        calls++;
        return calls === 1
          ? {
              status: 404,
              body: {
                success: false,
                message: 'error_game_not_found',
                value: null,
                errorCode: 'GAME_NOT_FOUND',
              },
            }
          : {
              status: 200,
              body: { success: true, message: '', value: launched('javascript:alert(1)') },
            };
      },
    });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('This game is not available.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByText(/^Invalid address/)).getAttribute('role')).toBe('alert');
    expect(screen.queryByText('This game is not available.')).toBeNull();
    expect(screen.queryByTitle('FB Sports book')).toBeNull();
  });
});
