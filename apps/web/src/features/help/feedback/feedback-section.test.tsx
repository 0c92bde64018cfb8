import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FeedbackView } from '@wl/contract/feedback/feedback';
import { clearSession, setToken } from '../../../api/session';
import { PopupContext, type PopupControl } from '../../../components/popup-context';
import { ok, stubFetch, type RecordedRequest } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { FeedbackSection } from './feedback-section';

const item = (over: Partial<FeedbackView>): FeedbackView => ({
  id: '1',
  questionType: 'withdrawal',
  content: 'Where is my withdrawal?',
  status: 'replied',
  reply: 'It was paid today.',
  createdAt: Date.UTC(2026, 10, 20, 8),
  repliedAt: Date.UTC(2026, 10, 20, 9),
  closedAt: null,
  ...over,
});

function feedbackServer(list: FeedbackView[]) {
  const mine = [...list];
  return stubFetch({
    '/wps/feedback': (r: RecordedRequest) => {
      if (r.method === 'PUT') {
        const body = JSON.parse(r.body ?? '{}') as { questionType: 'deposit'; content: string };
        if (body.content.includes('again')) {
          return {
            status: 429,
            body: {
              success: false,
              message: 'error_too_many_requests',
              value: null,
              errorCode: 'too_many_requests',
            },
          };
        }
        mine.unshift(
          item({
            id: String(mine.length + 1),
            ...body,
            status: 'open',
            reply: null,
            repliedAt: null,
          }),
        );
        return { body: ok({ id: String(mine.length) }) };
      }
      return { body: ok({ list: mine, total: mine.length, totalPages: 1, pageNum: 1 }) };
    },
  });
}

function renderSection() {
  const popups: PopupControl = { popup: null, open: vi.fn(), close: vi.fn() };
  const view = renderWithProviders(
    <PopupContext.Provider value={popups}>
      <FeedbackSection />
    </PopupContext.Provider>,
  );
  return { ...view, popups };
}

describe('FeedbackSection (/help#feedback)', () => {
  afterEach(() => clearSession());

  it('asks a visitor to log in', () => {
    const { requests } = feedbackServer([]);
    const { popups } = renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(popups.open).toHaveBeenCalledWith('login');
    expect(requests).toEqual([]);
  });

  it("shows the member's feedback with the operator's reply as text", async () => {
    setToken('tok');
    feedbackServer([
      item({}),
      item({ id: '2', content: '<b>not bold</b>', status: 'open', reply: null, repliedAt: null }),
    ]);
    renderSection();
    expect(await screen.findByText('It was paid today.')).toBeTruthy();
    expect(screen.getByText('Replied')).toBeTruthy();
    expect(screen.getByText('Waiting for reply')).toBeTruthy();
    // Member text is text, never markup.
    expect(screen.getByText('<b>not bold</b>')).toBeTruthy();
  });

  it('checks the bounds, sends type and content, and lists it', async () => {
    setToken('tok');
    const { requests } = feedbackServer([]);
    renderSection();
    expect(await screen.findByText('You have not sent any feedback yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Question type'), { target: { value: 'game' } });
    const content = screen.getByLabelText('Your question or suggestion');
    fireEvent.change(content, { target: { value: '  too short ' } });
    expect(screen.getByText('9 / 1000 characters (at least 10)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Please write between 10 and 1000 characters.',
    );
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);

    fireEvent.change(content, { target: { value: 'The slot froze mid spin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText(/We received your feedback/)).toBeTruthy();
    const put = requests.find((r) => r.method === 'PUT');
    expect(JSON.parse(put!.body!)).toEqual({
      questionType: 'game',
      content: 'The slot froze mid spin',
    });
    const list = await screen.findByRole('list');
    await waitFor(() => expect(within(list).getByText('The slot froze mid spin')).toBeTruthy());
    expect(within(list).getByText('Games')).toBeTruthy();
  });

  it('says so when the hourly budget is used up', async () => {
    setToken('tok');
    feedbackServer([]);
    renderSection();
    fireEvent.change(screen.getByLabelText('Your question or suggestion'), {
      target: { value: 'Trying once again today' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Too many requests. Please wait a moment.')).toBeTruthy();
  });
});
