import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { InboxMessage, ListInboxResponse } from '@wl/contract/inbox/list-inbox';
import { setToken } from '../../api/session';
import { ok, stubFetch, type RecordedRequest } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import InboxPage from './inbox-page';

const message = (over: Partial<InboxMessage>): InboxMessage => ({
  id: '1',
  kind: 'operator',
  title: 'Welcome',
  body: 'Hello there',
  params: {},
  sentAt: Date.UTC(2026, 10, 1, 8, 0, 0),
  read: false,
  ...over,
});

/** A small server: the list reflects the read and delete marks the page sends. */
function inboxServer(messages: InboxMessage[]) {
  let list = [...messages];
  const answer = (): ListInboxResponse => ({
    content: list,
    total: list.length,
    totalPages: 1,
    pageNum: 1,
    unread: list.filter((m) => !m.read).length,
  });
  const unread = () => ({ unread: answer().unread });
  return stubFetch({
    '/wps/relay/CSP_getInbox': () => ({ body: ok(answer()) }),
    '/wps/message/read': (r: RecordedRequest) => {
      const body = JSON.parse(r.body ?? '{}') as { all?: true; messageIds?: string[] };
      list = list.map((m) =>
        body.all || body.messageIds?.includes(m.id) ? { ...m, read: true } : m,
      );
      return { body: ok(unread()) };
    },
    '/wps/message/inbox': (r: RecordedRequest) => {
      const ids = (r.search.get('messageIds') ?? '').split(',');
      list = list.filter((m) => !ids.includes(m.id));
      return { body: ok(unread()) };
    },
  });
}

describe('InboxPage (messageV2)', () => {
  it('opens a message (marking it read), marks all read and deletes one', async () => {
    setToken('tok');
    const { requests } = inboxServer([
      message({ id: '2', title: 'Second' }),
      message({ id: '1', title: 'First' }),
    ]);
    renderWithProviders(<InboxPage />);
    expect(await screen.findByText('Unread: 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Second/ }));
    expect(await screen.findByText('Hello there')).toBeTruthy();
    expect(await screen.findByText('Unread: 1')).toBeTruthy();
    expect(requests.find((r) => r.path === '/wps/message/read')?.body).toBe('{"messageIds":["2"]}');

    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('Unread: 0')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toHaveProperty(
      'disabled',
      true,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Second')).toBeNull());
    expect(screen.getByText('First')).toBeTruthy();
    const del = requests.find((r) => r.method === 'DELETE');
    expect(del?.search.get('messageIds')).toBe('2');
  });

  it('shows a system message in the member language with its values', async () => {
    setToken('tok');
    inboxServer([
      message({
        kind: 'withdrawal_approved',
        title: 'stored title',
        body: 'stored body',
        params: { orderNo: 'W123', amount: '120.00', currency: 'PHP' },
      }),
      message({ id: '9', kind: 'some_future_kind', title: 'Fallback title', read: true }),
    ]);
    renderWithProviders(<InboxPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Withdrawal approved/ }));
    expect(await screen.findByText(/Your withdrawal W123 of 120.00 PHP was approved/)).toBeTruthy();
    expect(screen.getByText('Fallback title')).toBeTruthy();
  });

  it('says when there are no messages', async () => {
    setToken('tok');
    inboxServer([]);
    renderWithProviders(<InboxPage />);
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
  });
});
