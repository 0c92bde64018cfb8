import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { LoginValue } from '@wl/contract/auth/log-in';
import { COUNTRIES, makeLoginValue } from '../../../test/account-fixtures';
import { stubFetch, type StubHandler, type StubRoutes } from '../../../test/fetch-stub';
import { makeStatus } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { failure, openSealed, sessionKey } from '../../../test/sealed-server';
import { LoginPopup } from './login-popup';
import { REMEMBER_MAX_AGE_S } from './remember-me';

async function routes(login: StubRoutes[string]): Promise<StubRoutes> {
  return {
    '/wps/session/key': await sessionKey(),
    '/wps/system/country': COUNTRIES,
    '/wps/captcha': 'iVBORw0KGgo=',
    '/wps/session/providers': { providers: [] },
    '/wps/session/login': login,
  };
}

function renderLogin(route = '/login', flags: Record<string, boolean> = {}) {
  const onSignIn = vi.fn(async (_value: LoginValue, _type: string) => {});
  renderWithProviders(<LoginPopup onClose={() => {}} onSwitch={() => {}} onSignIn={onSignIn} />, {
    route,
    status: makeStatus({}, flags),
  });
  return { onSignIn };
}

const type = (id: string, value: string) =>
  fireEvent.change(document.getElementById(id)!, { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

describe('LoginPopup', () => {
  it('shows and loads the captcha only after a failure whose value asks for it', async () => {
    const answers = [
      failure('wrong_account_password', 'error_wrong_account_password', {
        value: { captcha: false },
      }),
      failure('wrong_account_password', 'error_wrong_account_password', {
        value: { captcha: true },
      }),
    ];
    const handler: StubHandler = () => answers.shift() ?? answers[0]!;
    const { requests } = stubFetch(await routes(handler));
    renderLogin();
    type('login-username', 'alice01');
    type('login-password', 'nope1');
    submit();
    await screen.findByText('Wrong account or password.');
    expect(document.getElementById('login-captcha')).toBeNull();
    expect(requests.some((r) => r.path === '/wps/captcha')).toBe(false);

    submit();
    await waitFor(() => expect(document.getElementById('login-captcha')).not.toBeNull());
    await waitFor(() => expect(requests.some((r) => r.path === '/wps/captcha')).toBe(true));

    // From now on the captcha is required.
    submit();
    expect(document.getElementById('login-captcha-error')?.textContent).toBe(
      'Please enter the captcha.',
    );
  });

  it('remembers only the user name, for a day, and sends the password only sealed', async () => {
    const cookies: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      cookies.push(value);
      descriptor.set!.call(document, value);
    });
    const { requests } = stubFetch(await routes(makeLoginValue()));
    const { onSignIn } = renderLogin();
    type('login-username', '  alice01 ');
    type('login-password', 'S3cret-pass');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember my user name' }));
    submit();
    await waitFor(() => expect(onSignIn).toHaveBeenCalledOnce());

    expect(cookies.join('\n')).not.toContain('S3cret');
    expect(cookies.some((c) => c.startsWith('rememberUsername=alice01;'))).toBe(true);
    expect(cookies.every((c) => c.includes(`max-age=${REMEMBER_MAX_AGE_S}`))).toBe(true);
    const stored = JSON.stringify({ ...window.localStorage, ...window.sessionStorage });
    expect(stored).not.toContain('S3cret');

    const call = requests.find((r) => r.path === '/wps/session/login');
    expect(call?.body).not.toContain('S3cret');
    expect(await openSealed(call?.body ?? null)).toMatchObject({
      username: 'alice01',
      password: 'S3cret-pass',
      type: 'username',
    });
  });

  it('fills the remembered user name and never a password', async () => {
    document.cookie = 'rememberUsername=bob02; path=/';
    document.cookie = 'rememberMe=1; path=/';
    stubFetch(await routes(makeLoginValue()));
    renderLogin();
    expect((document.getElementById('login-username') as HTMLInputElement).value).toBe('bob02');
    expect((document.getElementById('login-password') as HTMLInputElement).value).toBe('');
    document.cookie = 'rememberUsername=; path=/; max-age=0';
    document.cookie = 'rememberMe=; path=/; max-age=0';
  });

  it('logs in as an agent on the agent page and shows the refusal for non-agents', async () => {
    const { requests } = stubFetch(
      await routes(failure('not_agent', 'error_not_agent', { status: 403 })),
    );
    renderLogin('/agentHome');
    type('login-username', 'alice01');
    type('login-password', 'abc12345');
    submit();
    await screen.findByText('Non-agents cannot log in.');
    const call = requests.find((r) => r.path === '/wps/session/login');
    expect(await openSealed(call?.body ?? null)).toMatchObject({ agentLogin: true });
  });

  it('continues with the second step when the server asks for it', async () => {
    const pending = makeLoginValue({
      token: 'pending-tok',
      fullAccess: false,
      verification: { methods: ['totp', 'sms'], mobile: '917****567', email: null },
    });
    const full = makeLoginValue({ token: 'full-tok' });
    const { requests } = stubFetch({
      ...(await routes(pending)),
      '/wps/session/login/verification': full,
    });
    const { onSignIn } = renderLogin();
    type('login-username', 'alice01');
    type('login-password', 'abc12345');
    submit();
    await screen.findByRole('dialog', { name: "Verify it's you" });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Authenticator',
      'SMS code',
    ]);
    type('verify-answer', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(onSignIn).toHaveBeenCalledWith(full, 'username'));
    const call = requests.find((r) => r.path === '/wps/session/login/verification');
    expect(call?.headers.get('Authorization')).toBe('pending-tok');
    expect(await openSealed(call?.body ?? null)).toMatchObject({ method: 'totp', code: '123456' });
  });

  it('offers the SMS tab only when MOBILEVERCODELOGIN3 is on', async () => {
    stubFetch(await routes(makeLoginValue()));
    renderLogin('/login', { MOBILEVERCODELOGIN3: true });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['User name', 'SMS code']);
  });
});
