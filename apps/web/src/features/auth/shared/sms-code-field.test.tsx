import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { stubFetch } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { failure } from '../../../test/sealed-server';
import { SmsCodeField } from './sms-code-field';

function renderField(checkMobile = () => true) {
  renderWithProviders(
    <SmsCodeField
      id="code"
      value=""
      onChange={() => {}}
      purpose="register"
      mobile="9171234567"
      dialingCode="63"
      checkMobile={checkMobile}
    />,
  );
}

/** Lets the stubbed fetch answer and React apply it. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const button = () => screen.getAllByRole('button').find((b) => b.closest('.field'))!;

describe('SmsCodeField', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down expiredMinutes × 60 s after a send and refuses to send until zero', async () => {
    const { requests } = stubFetch({ '/wps/verification/sms/register': { expiredMinutes: 2 } });
    renderField();
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await settle();
    const sends = () => requests.filter((r) => r.path === '/wps/verification/sms/register');
    expect(sends()).toHaveLength(1);
    expect(JSON.parse(sends()[0]?.body ?? '{}')).toEqual({
      countryDialingCode: '63',
      mobileNo: '9171234567',
    });
    expect(button().textContent).toBe('Resend in 120 s');
    expect((button() as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(button());
    await advance(60_000);
    expect(button().textContent).toBe('Resend in 60 s');
    expect(sends()).toHaveLength(1);

    await advance(60_000);
    expect(button().textContent).toBe('Get code');
    fireEvent.click(button());
    await settle();
    expect(sends()).toHaveLength(2);
  });

  it('ignores a second click within a second and shows a failed send in a warning dialog', async () => {
    const { requests } = stubFetch({
      '/wps/verification/sms/register': failure('sms_too_frequent', 'error_sms_too_frequent', {
        status: 429,
      }),
    });
    renderField();
    const sends = () => requests.filter((r) => r.path === '/wps/verification/sms/register');
    fireEvent.click(button());
    await settle();
    expect(sends()).toHaveLength(1);
    expect(screen.getByRole('dialog').textContent).toContain(
      'Please wait before requesting another code.',
    );

    fireEvent.click(button());
    await settle();
    expect(sends()).toHaveLength(1);

    await advance(1000);
    fireEvent.click(button());
    await settle();
    expect(sends()).toHaveLength(2);
  });

  it('does not send when the mobile number is refused', async () => {
    const { requests } = stubFetch({ '/wps/verification/sms/register': { expiredMinutes: 5 } });
    renderField(() => false);
    fireEvent.click(button());
    await settle();
    expect(requests).toHaveLength(0);
  });
});
