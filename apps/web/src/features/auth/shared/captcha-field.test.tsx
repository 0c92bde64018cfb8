import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { stubFetch } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { CaptchaField } from './captcha-field';
import { useCaptcha } from './use-captcha';

function Harness() {
  const captcha = useCaptcha(true);
  return (
    <CaptchaField
      id="captcha"
      value=""
      onChange={() => {}}
      image={captcha.image}
      failed={captcha.failed}
      onRefresh={captcha.refresh}
    />
  );
}

const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

describe('CaptchaField', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the base64 PNG and refreshes on click at most once a second', async () => {
    const { requests } = stubFetch({ '/wps/captcha': 'iVBORw0KGgo=' });
    renderWithProviders(<Harness />);
    await settle();
    const loads = () => requests.filter((r) => r.path === '/wps/captcha').length;
    expect(loads()).toBe(1);
    const refresh = screen.getByRole('button', { name: 'Show a new captcha image' });
    expect(refresh.querySelector('img')?.getAttribute('src')).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    );

    fireEvent.click(refresh);
    await settle();
    expect(loads()).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(1000));
    fireEvent.click(refresh);
    fireEvent.click(refresh);
    await settle();
    expect(loads()).toBe(2);
  });

  it('never has two image requests out at once, so the picture matches the cookie', async () => {
    const answers: ((png: string) => void)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            answers.push((png) =>
              resolve(
                new Response(JSON.stringify({ success: true, message: 'ok', value: png }), {
                  headers: { 'content-type': 'application/json' },
                }),
              ),
            );
          }),
      ),
    );
    let reload = () => {};
    function Reloading() {
      const captcha = useCaptcha(true);
      reload = captcha.reload;
      return <img alt="captcha" src={captcha.image ?? 'none'} />;
    }
    renderWithProviders(<Reloading />);
    await settle();
    act(() => reload());
    act(() => reload());
    await settle();
    expect(answers).toHaveLength(1);
    answers[0]!('Rmlyc3Q=');
    await settle();
    // The first answer is stale (a reload was asked for): a second request goes out only now.
    expect(answers).toHaveLength(2);
    expect(screen.getByAltText('captcha').getAttribute('src')).toBe('none');
    answers[1]!('U2Vjb25k');
    await settle();
    expect(screen.getByAltText('captcha').getAttribute('src')).toBe(
      'data:image/png;base64,U2Vjb25k',
    );
    vi.unstubAllGlobals();
  });
});
