import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Notice } from '@wl/contract/system/get-announcements';
import { setToken } from '../../api/session';
import { Modal } from '../../components/modal';
import { stubFetch } from '../../test/fetch-stub';
import { makeAnnouncements } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { LoginNotices } from './login-notices';

function notice(id: string, execution: 'A' | 'F'): Notice {
  return {
    id,
    title: `Notice ${id}`,
    content: `<p>Body ${id}</p>`,
    type: 'PU',
    execution,
    imageUrl: null,
    startDate: null,
    endDate: null,
  };
}

/** A member-centre stand-in: any site dialog the player opened before the notices arrived. */
function Harness(props: { centreOpen: boolean; onDone: () => void }) {
  const [centreOpen, setCentreOpen] = useState(props.centreOpen);
  return (
    <>
      <Modal open={centreOpen} title="Member centre" onClose={() => setCentreOpen(false)}>
        <p>Deposit</p>
      </Modal>
      <LoginNotices firstLogin={false} onDone={props.onDone} />
    </>
  );
}

function stubNotices() {
  return stubFetch({
    '/wps/relay/MCSFE_getListAnnouncements': makeAnnouncements({ popup: [notice('n1', 'A')] }),
  });
}

describe('after-login notices', () => {
  it('open at once when no other dialog is on screen', async () => {
    setToken('tok-1');
    stubNotices();
    renderWithProviders(<Harness centreOpen={false} onDone={vi.fn()} />);
    expect(await screen.findByRole('dialog', { name: 'News' })).toBeTruthy();
  });

  it('wait while a member-centre dialog is open, then open once it closes', async () => {
    setToken('tok-1');
    const { requests } = stubNotices();
    const onDone = vi.fn();
    renderWithProviders(<Harness centreOpen onDone={onDone} />);
    // The notices have arrived (the call was made) but are held back behind the open dialog.
    await waitFor(() =>
      expect(requests.some((r) => r.path === '/wps/relay/MCSFE_getListAnnouncements')).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog', { name: 'News' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Member centre' })).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    const news = await screen.findByRole('dialog', { name: 'News' });
    expect(news.textContent).toContain('Notice n1');
    expect(screen.queryByRole('dialog', { name: 'Member centre' })).toBeNull();

    // Closing the notices ends them for the tab's session.
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDone).toHaveBeenCalled();
    expect(window.sessionStorage.getItem('USER_POPUP')).toBe('closed');
  });
});
