import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NoticeBar } from './notice-bar';
import { makeAnnouncements, makeNotice } from '../../test/fixtures';
import { stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';

const notices = [
  makeNotice('n1', 'Server upgrade tonight', '<p>Upgrade from 02:00.</p>'),
  makeNotice(
    'n2',
    'New slots this week',
    '<p>Ten new games.</p><script>window.hacked = true</script>',
  ),
  makeNotice('n3', 'Weekend bonus', '<p>Double points.</p>'),
];

describe('NoticeBar', () => {
  it('opens the notice modal with the clicked notice expanded', async () => {
    stubFetch({ '/wps/relay/MCSFE_getListAnnouncements': makeAnnouncements({ player: notices }) });
    renderWithProviders(<NoticeBar />);

    fireEvent.click(await screen.findByRole('button', { name: 'New slots this week' }));

    const dialog = await screen.findByRole('dialog', { name: 'News' });
    const toggles = within(dialog).getAllByRole('button', { expanded: false });
    const open = within(dialog).getByRole('button', { expanded: true });
    expect(open.textContent).toContain('New slots this week');
    expect(toggles.map((b) => b.textContent)).toEqual(['Server upgrade tonight', 'Weekend bonus']);
    expect(within(dialog).getByText('Ten new games.')).toBeTruthy();
    expect(within(dialog).queryByText('Upgrade from 02:00.')).toBeNull();
    // The notice's HTML is sanitised before it is shown.
    expect(dialog.querySelector('script')).toBeNull();
  });

  it('closes the modal with Escape', async () => {
    stubFetch({ '/wps/relay/MCSFE_getListAnnouncements': makeAnnouncements({ player: notices }) });
    renderWithProviders(<NoticeBar />);
    fireEvent.click(await screen.findByRole('button', { name: 'Weekend bonus' }));
    const dialog = await screen.findByRole('dialog', { name: 'News' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('renders nothing when there are no notices', async () => {
    stubFetch({ '/wps/relay/MCSFE_getListAnnouncements': makeAnnouncements() });
    const { container, client } = renderWithProviders(<NoticeBar />);
    await waitFor(() => expect(client.getQueryData(['announcements', 'EN'])).toBeDefined());
    expect(container.querySelector('.notice-bar')).toBeNull();
  });

  it('asks for types B,PL,PU,PR on platform W, execution B, and caches the answer for the session', async () => {
    const { requests } = stubFetch({
      '/wps/relay/MCSFE_getListAnnouncements': makeAnnouncements({ player: notices }),
    });
    renderWithProviders(<NoticeBar />);
    await screen.findByRole('button', { name: 'Weekend bonus' });
    expect(requests[0]?.search.get('types')).toBe('B,PL,PU,PR');
    expect(requests[0]?.search.get('platform')).toBe('W');
    expect(requests[0]?.search.get('execution')).toBe('B');
    expect(Object.keys(window.sessionStorage).some((k) => k.startsWith('announcements:'))).toBe(
      true,
    );
  });
});
