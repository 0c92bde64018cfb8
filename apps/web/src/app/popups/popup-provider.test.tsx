import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { apiRequest } from '../../api/client';
import { getToken, setMerchant, setToken } from '../../api/session';
import { useAccountControl } from '../../components/account-control';
import { COUNTRIES, makeBalance, makeLoginValue, makeMember } from '../../test/account-fixtures';
import { stubFetch, type StubRoutes } from '../../test/fetch-stub';
import { makeAnnouncements, makeStatus } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { failure, sessionKey } from '../../test/sealed-server';
import { PopupProvider } from './popup-provider';
// The account popups are a lazy chunk in the app; loaded up front here so a busy machine's
// first transform of them does not eat the tests' time.
import '../../features/auth/auth-popups';

function Probe() {
  const account = useAccountControl();
  return (
    <>
      <button type="button" onClick={() => account.openMemberCentre('depositv2')}>
        open deposit
      </button>
      <button type="button" onClick={account.confirmSignOut}>
        ask sign out
      </button>
      <button
        type="button"
        onClick={() => void apiRequest({ path: '/wps/ping', value: z.null() }).catch(() => {})}
      >
        call api
      </button>
    </>
  );
}

async function routes(extra: StubRoutes = {}): Promise<StubRoutes> {
  return {
    '/wps/session/key': await sessionKey(),
    '/wps/system/country': COUNTRIES,
    '/wps/session/providers': { providers: [] },
    '/wps/relay/MCSFE_getListAnnouncements': makeAnnouncements(),
    '/wps/member/info': makeMember(),
    '/wps/member/info/icon': { avatar: '0', avatarType: 'STATIC' },
    '/wps/v2/wallets/balance': makeBalance(),
    ...extra,
  };
}

function renderProvider(flags: Record<string, boolean> = {}, route = '/') {
  return renderWithProviders(
    <PopupProvider>
      <Probe />
    </PopupProvider>,
    { route, status: makeStatus({}, { MEMBERCENTER3: true, ...flags }) },
  );
}

describe('PopupProvider', () => {
  it('clears the session and opens the login popup when any call answers 401', async () => {
    setToken('expired');
    stubFetch(
      await routes({
        '/wps/ping': failure('login.not.session', 'in_logged_login', { status: 401 }),
      }),
    );
    renderProvider();
    fireEvent.click(screen.getByRole('button', { name: 'call api' }));
    await screen.findByRole('dialog', { name: 'Log in' });
    expect(getToken()).toBeNull();
  });

  it('stops a trial account before a real-money page with the need-a-real-account warning', async () => {
    setToken('trial-tok');
    const { requests } = stubFetch(await routes({ '/wps/member/info': makeMember({ type: 4 }) }));
    renderProvider();
    // Loading the member stores the trial flag (isAgent 4) beside the token.
    await waitFor(() => expect(window.sessionStorage.getItem('isAgent')).toBe('4'));
    expect(requests.some((r) => r.path === '/wps/member/info')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'open deposit' }));
    expect(screen.getByRole('dialog', { name: 'Notice' }).textContent).toContain(
      'Please use a real account for this.',
    );
    expect(screen.getByRole('button', { name: 'OK' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Member centre' })).toBeNull();
  });

  it('opens the login popup instead when there is no token', async () => {
    stubFetch(await routes());
    renderProvider();
    fireEvent.click(screen.getByRole('button', { name: 'open deposit' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
  });

  it('signs out after confirmation: server logout, session storage cleared, merchant kept', async () => {
    setMerchant('DEMO');
    setToken('tok-1');
    window.sessionStorage.setItem('username', 'alice01');
    window.sessionStorage.setItem('announcements:DEMO:EN', '{}');
    const { requests } = stubFetch(await routes({ '/wps/session/logout': null }));
    renderProvider();
    fireEvent.click(screen.getByRole('button', { name: 'ask sign out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out' });
    fireEvent.click(dialog.querySelector('.btn--primary')!);
    await waitFor(() => expect(getToken()).toBeNull());
    const logout = requests.find((r) => r.path === '/wps/session/logout');
    expect(logout?.method).toBe('DELETE');
    expect(logout?.headers.get('Authorization')).toBe('tok-1');
    expect(Object.keys(window.sessionStorage)).toEqual(['merchant']);
    expect(window.sessionStorage.getItem('merchant')).toBe('DEMO');
  });

  it('forces the password change after a login with an expired password (PWDEXPFORCECHANGE3)', async () => {
    stubFetch(await routes({ '/wps/session/login': makeLoginValue({ passwordExpired: true }) }));
    renderProvider({ PWDEXPFORCECHANGE3: true }, '/login');
    // The popup's chunk loads lazily: it is in the page at once only if a test before loaded it.
    await screen.findByRole('dialog', { name: 'Log in' });
    fireEvent.change(document.getElementById('login-username')!, { target: { value: 'alice01' } });
    fireEvent.change(document.getElementById('login-password')!, { target: { value: 'old123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    expect(dialog.textContent).toContain('Your password has to be changed before you continue.');
    expect(getToken()).toBe('tok-new');
  });

  it('does not force a change when expiry is not enforced', async () => {
    stubFetch(await routes({ '/wps/session/login': makeLoginValue({ passwordExpired: true }) }));
    renderProvider({ PWDEXPFORCECHANGE3: false }, '/login');
    // The popup's chunk loads lazily: it is in the page at once only if a test before loaded it.
    await screen.findByRole('dialog', { name: 'Log in' });
    fireEvent.change(document.getElementById('login-username')!, { target: { value: 'alice01' } });
    fireEvent.change(document.getElementById('login-password')!, { target: { value: 'old123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Change password' })).toBeNull();
    expect(getToken()).toBe('tok-new');
  });
});
