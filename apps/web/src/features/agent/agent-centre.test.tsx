import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { setToken } from '../../api/session';
import { PopupContext } from '../../components/popup-context';
import { makeMember } from '../../test/account-fixtures';
import { stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import { visiblePages } from './agent-centre-pages';
import { Component as AgentHomePage } from './agent-home-page';

function renderHome(route = '/agentHome') {
  const popups = { popup: null, open: vi.fn(), close: () => {} };
  renderWithProviders(
    <PopupContext.Provider value={popups}>
      <AgentHomePage />
    </PopupContext.Provider>,
    { route },
  );
  return popups;
}

const OFF = {
  enableContract: false,
  enableSalary: false,
  enableHourSalary: false,
  enableRealTimeSalary: false,
};

describe('agent centre', () => {
  it('shows the contract pages only when the merchant switches them on', () => {
    const off = visiblePages(OFF);
    expect(off).toContain('agentTeamOverview');
    expect(off).not.toContain('agentDividendRecord2');
    expect(off).not.toContain('agentRealtimeSalary');
    const on = visiblePages({ ...OFF, enableContract: true, enableRealTimeSalary: true });
    expect(on).toContain('agentDividendRecord2');
    expect(on).toContain('agentRealtimeSalary');
    expect(on).not.toContain('agentDailyWages2');
  });

  it('opens the login popup when signed out', async () => {
    const popups = renderHome();
    expect(await screen.findByText(/Sign in with an agent account/)).toBeTruthy();
    expect(popups.open).toHaveBeenCalledWith('login');
  });

  it('refuses a member who is not an agent with the spec message', async () => {
    setToken('tok');
    stubFetch({ '/wps/member/info': makeMember({ type: 0 }) });
    renderHome();
    expect((await screen.findByRole('alert')).textContent).toBe('Non-agents cannot log in.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the centre for an agent on team overview and moves between pages', async () => {
    setToken('tok');
    stubFetch({ '/wps/member/info': makeMember({ type: 1 }) });
    renderHome();
    await screen.findByRole('dialog', { name: 'Agent centre' });
    const current = document.querySelector('[aria-current=page]');
    expect(current?.getAttribute('data-page')).toBe('agentTeamOverview');
    fireEvent.click(screen.getByRole('button', { name: 'Team management' }));
    expect(await screen.findByRole('heading', { name: 'Team management' })).toBeTruthy();
  });
});
