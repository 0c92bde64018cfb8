import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { emitLoginRequired } from '../api/session';
import { App } from './app';
import { helpEntry, makeAnnouncements, makeStatus } from '../test/fixtures';
import { stubFetch } from '../test/fetch-stub';
import { stubIntersection } from '../test/intersection';
import { testQueryClient } from '../test/render';
import type { SystemStatus } from '@wl/contract/system/get-status';
// The account popups are a lazy chunk in the app; loaded up front here so a busy machine's
// first transform of them does not eat the tests' time.
import '../features/auth/auth-popups';

function renderApp(status: SystemStatus, path = '/') {
  window.history.replaceState(null, '', path);
  const stub = stubFetch({
    '/wps/system/status': status,
    '/wps/relay/MCSFE_getListAnnouncements': makeAnnouncements(),
    '/wps/system/helpCenter': [helpEntry('aboutus', 'About us')],
  });
  render(<App queryClient={testQueryClient()} />);
  return stub;
}

describe('root screen by system status', () => {
  it('shows the maintenance screen when maintenance and region restriction are both on', async () => {
    renderApp(
      makeStatus({
        maintenance: true,
        regionRestriction: true,
        maintenanceEnd: Date.UTC(2030, 0, 2, 3, 4),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'We are upgrading the site' })).toBeTruthy();
    expect(screen.getByText('Expected to be back by')).toBeTruthy();
    expect(screen.queryByText('Access restricted')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('shows the region block with the visitor IP when only the region is restricted', async () => {
    renderApp(makeStatus({ regionRestriction: true }));
    expect(await screen.findByRole('heading', { name: 'Access restricted' })).toBeTruthy();
    expect(screen.getByText('203.0.113.7')).toBeTruthy();
  });

  it('offers customer service on the blocked screens when an entry is configured', async () => {
    const status = makeStatus({ maintenance: true });
    status.info.customerService = [
      { csType: 'LIVECHAT', csPosition: 'HEADER', path: 'x'.repeat(40) },
    ];
    renderApp(status);
    expect(await screen.findByRole('button', { name: 'Contact customer service' })).toBeTruthy();
  });

  it('mounts the app with its header and home page when the status is 0', async () => {
    const { requests } = renderApp(makeStatus());
    expect(await screen.findByRole('heading', { name: 'Game categories' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Test Casino' })).toBeTruthy();
    const statusCall = requests.find((r) => r.path === '/wps/system/status');
    expect(statusCall?.search.get('url')).toBe(window.location.host);
  });

  it('paints the header alone, then the first screen in parts and the rest of the home, in order', async () => {
    // A screen tall enough for the whole home: its end parts are in view at once.
    stubIntersection({ visibleAtOnce: true });
    renderApp(makeStatus());
    // The header first, alone (ADR 0060).
    await screen.findByRole('navigation', { name: 'Main' });
    const parts = {
      promotions: () => document.querySelector('.banner, .notice-bar'),
      page: () => document.getElementById('home-categories'),
      tools: () => document.querySelector('.top-bar__inner .clock'),
      board: () => document.getElementById('home-winners'),
      side: () => document.querySelector('aside.side-bar'),
      footer: () => document.querySelector('footer.site-footer'),
    };
    expect(Object.values(parts).filter((find) => find() !== null)).toEqual([]);
    // Then one part a task: the banner and notices, the page, the top bar's tools (folded
    // behind the menu on a phone), the page's lower parts, and what closes the page (the
    // board and the footer once on the screen, which here they are at once).
    const seen: string[][] = [];
    while (Object.values(parts).some((find) => find() === null) && seen.length < 500) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      seen.push(Object.entries(parts).flatMap(([name, find]) => (find() ? [name] : [])));
    }
    // The task each part first showed in: every part shows, none before a part listed ahead of
    // it. Two may share a task — React can commit two reveals together on a busy machine — so
    // the pace, one reveal a task, is tested on the turn queue itself (deferred.test.tsx).
    const firstTask = (name: string) => seen.findIndex((names) => names.includes(name));
    const tasks = Object.keys(parts).map(firstTask);
    expect(tasks.every((task) => task >= 0)).toBe(true);
    expect(tasks).toEqual([...tasks].sort((a, b) => a - b));
  });

  it('opens the login popup when a call finds the session gone', async () => {
    renderApp(makeStatus());
    await screen.findByRole('heading', { name: 'Game categories' });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => emitLoginRequired());
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
  });

  it('hides the Sign up button when neither registration form is enabled', async () => {
    renderApp(makeStatus({}, { USERNAMEREG3: false, MOBILENUMREG3: false }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign up' })).toBeNull();
  });

  it('shows a real not-found page for an unknown path', async () => {
    renderApp(makeStatus(), '/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});

describe('login-required route guard', () => {
  it('sends a visitor without a token from /vip to /login and opens the login popup', async () => {
    renderApp(makeStatus({}, { LOGINREQUIRED3: true }), '/vip');
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(window.location.pathname).toBe('/login');
  });

  it('lets the visitor reach the standalone help page', async () => {
    renderApp(makeStatus({}, { LOGINREQUIRED3: true }), '/helpmc');
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeTruthy();
    expect(window.location.pathname).toBe('/helpmc');
  });

  it('lets a member with a token through', async () => {
    window.sessionStorage.setItem('token', 'member-token');
    renderApp(makeStatus({}, { LOGINREQUIRED3: true }), '/vip');
    expect(await screen.findByRole('heading', { name: 'VIP Club' })).toBeTruthy();
    expect(window.location.pathname).toBe('/vip');
  });
});
