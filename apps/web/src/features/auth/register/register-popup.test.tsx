import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { RegisterSettings } from '@wl/contract/system/register-settings';
import { COUNTRIES, makeLoginValue } from '../../../test/account-fixtures';
import { stubFetch, type StubRoutes } from '../../../test/fetch-stub';
import { makeStatus } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { failure, openSealed, sessionKey } from '../../../test/sealed-server';
import { RegisterPopup } from './register-popup';

const REGISTER: RegisterSettings = {
  username: {
    enabled: true,
    required: true,
    minLength: 2,
    maxLength: 15,
    patternId: 1,
    acceptedPattern: '*',
  },
  password: {
    enabled: true,
    required: true,
    minLength: 6,
    maxLength: 20,
    patternId: 5,
    acceptedPattern: '*',
  },
  captcha: {
    enabled: true,
    required: true,
    minLength: 4,
    maxLength: 8,
    patternId: 4,
    acceptedPattern: '*',
  },
};

async function routes(extra: StubRoutes = {}): Promise<StubRoutes> {
  return {
    '/wps/session/key': await sessionKey(),
    '/wps/system/country': COUNTRIES,
    '/wps/captcha': 'iVBORw0KGgo=',
    '/wps/bot-check/form-token': { formToken: 'form-1', minFillMs: 0 },
    '/wps/session/providers': { providers: [] },
    ...extra,
  };
}

function renderPopup(flags: Record<string, boolean>, route = '/register') {
  const onRegistered = vi.fn(async () => {});
  const status = makeStatus({}, flags);
  status.info.register = REGISTER;
  renderWithProviders(
    <RegisterPopup onClose={() => {}} onSwitch={() => {}} onRegistered={onRegistered} />,
    { status, route },
  );
  return { onRegistered };
}

const input = (id: string) => document.getElementById(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(input(id), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));

function fillUsernameForm() {
  type('register-username', 'alice01');
  type('register-password', 'abc12345');
  type('register-confirmPassword', 'abc12345');
  type('register-captcha', 'AB12');
}

describe('RegisterPopup', () => {
  it('shows the user-name/mobile tabs only when both forms are on', async () => {
    stubFetch(await routes());
    renderPopup({ USERNAMEREG3: true, MOBILENUMREG3: true });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Mobile number', 'User name']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
  });

  it('shows no tabs when only the user-name form is on', async () => {
    stubFetch(await routes());
    renderPopup({ USERNAMEREG3: true, MOBILENUMREG3: false });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(input('register-username')).not.toBeNull();
  });

  it('loads a new captcha when the form is switched', async () => {
    const { requests } = stubFetch(await routes());
    renderPopup({ USERNAMEREG3: true, MOBILENUMREG3: true });
    const captchaCalls = () => requests.filter((r) => r.path === '/wps/captcha').length;
    await waitFor(() => expect(captchaCalls()).toBe(1));
    fireEvent.click(screen.getByRole('tab', { name: 'User name' }));
    await waitFor(() => expect(captchaCalls()).toBe(2));
  });

  it('shows the pattern text with the rule’s bounds, tied to the field', async () => {
    const { requests } = stubFetch(await routes());
    renderPopup({ USERNAMEREG3: true });
    fillUsernameForm();
    type('register-username', '9lives');
    submit();
    const message = '2-15 characters, starting with a letter, letters and digits only';
    const field = input('register-username');
    const error = document.getElementById('register-username-error');
    expect(error?.textContent).toBe(message);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain('register-username-error');
    expect(document.activeElement).toBe(field);
    expect(requests.some((r) => r.path === '/wps/member/register')).toBe(false);
  });

  it('refuses a confirmation that differs from the password', async () => {
    stubFetch(await routes());
    renderPopup({ USERNAMEREG3: true });
    fillUsernameForm();
    type('register-confirmPassword', 'abc12346');
    submit();
    expect(document.getElementById('register-confirmPassword-error')?.textContent).toBe(
      'The two entries are inconsistent.',
    );
  });

  it('stops with the terms error when the terms box is unticked', async () => {
    const { requests } = stubFetch(await routes());
    renderPopup({ USERNAMEREG3: true });
    fillUsernameForm();
    const terms = screen.getByRole('checkbox');
    expect((terms as HTMLInputElement).checked).toBe(true);
    fireEvent.click(terms);
    submit();
    expect(screen.getByText('Please read and accept the terms and conditions.')).toBeTruthy();
    expect(terms.getAttribute('aria-invalid')).toBe('true');
    expect(requests.some((r) => r.path === '/wps/member/register')).toBe(false);
  });

  it('registers with a sealed body carrying the bot check, and logs the member in', async () => {
    const { requests } = stubFetch(await routes({ '/wps/member/register': makeLoginValue() }));
    const { onRegistered } = renderPopup({ USERNAMEREG3: true });
    fillUsernameForm();
    submit();
    await waitFor(() => expect(onRegistered).toHaveBeenCalledOnce());
    const call = requests.find((r) => r.path === '/wps/member/register');
    expect(call?.method).toBe('PUT');
    expect(call?.body).not.toContain('abc12345');
    const sent = await openSealed(call?.body ?? null);
    expect(sent).toMatchObject({
      username: 'alice01',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      captcha: 'AB12',
      registerMethod: 'WEB',
      login: true,
      botCheck: { formToken: 'form-1', honeypot: '' },
    });
  });

  it('puts a taken user name on the field and loads a new captcha', async () => {
    const taken = failure('username_taken', 'error_username_taken', {
      status: 409,
      value: { fields: [{ field: 'username', messageKey: 'error_username_taken' }] },
    });
    const { requests } = stubFetch(await routes({ '/wps/member/register': taken }));
    const { onRegistered } = renderPopup({ USERNAMEREG3: true });
    fillUsernameForm();
    submit();
    await waitFor(() =>
      expect(document.getElementById('register-username-error')?.textContent).toBe(
        'This user name is already taken.',
      ),
    );
    expect(requests.filter((r) => r.path === '/wps/captcha').length).toBe(2);
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('checks the invitation code of the link first and shows the warning when it is wrong', async () => {
    const { requests } = stubFetch(
      await routes({
        '/wps/agent/affiliate': failure('invitation_code_error', 'invitation_code_error'),
      }),
    );
    renderPopup({ USERNAMEREG3: true, AFFMAN3: true }, '/register?referralCode=BAD01');
    fillUsernameForm();
    submit();
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(dialog.textContent).toContain('The invitation code is wrong.');
    expect(requests.find((r) => r.path === '/wps/agent/affiliate')?.search.get('code')).toBe(
      'BAD01',
    );
    expect(requests.some((r) => r.path === '/wps/member/register')).toBe(false);
  });
});
