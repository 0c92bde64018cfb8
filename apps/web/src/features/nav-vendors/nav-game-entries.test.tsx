import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from '../../app/router';
import { stubFetch } from '../../test/fetch-stub';
import { lanesValue, makeLane, makeVendor } from '../../test/game-fixtures';
import { renderWithProviders } from '../../test/render';
import { NavGameEntries } from './nav-game-entries';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderNav() {
  stubFetch({
    '/wps/relay/GCSGAME_newGameVendor': lanesValue([
      makeLane('LIVE', [makeVendor('EVO', 'LIVE', { isHot: 1 })]),
      makeLane('FISH', [makeVendor('JDB', 'FISH')]),
      makeLane(
        'RNG',
        Array.from({ length: 35 }, (_, i) => makeVendor(`S${i}`, 'RNG')),
      ),
      makeLane('COCKFIGHT', [makeVendor('SV3', 'COCKFIGHT')]),
    ]),
  });
  renderWithProviders(
    <>
      <ul>
        <NavGameEntries />
      </ul>
      <Where />
    </>,
  );
}

describe('navigation game entries', () => {
  it('has an entry per game type except cockfight', async () => {
    renderNav();
    await screen.findByText('EVO Gaming');
    const names = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(names).toContain('/rng');
    expect(names).toContain('/fish');
    expect(names).not.toContain('/cockfight');
  });

  it('opens a dropdown of at most 30 vendors on focus and goes to /rng?page= on choice', async () => {
    renderNav();
    const rng = await screen.findByRole('link', { name: 'Slots' });
    await screen.findByText('S0 Gaming');
    fireEvent.focus(rng);
    const menu = document.getElementById('nav-vendors-RNG');
    expect(menu?.hidden).toBe(false);
    expect(within(menu as HTMLElement).getAllByRole('button')).toHaveLength(30);
    fireEvent.click(within(menu as HTMLElement).getByRole('button', { name: 'S3 Gaming' }));
    expect(screen.getByTestId('where').textContent).toBe('/rng?page=S3');
  });

  it('gives fish no dropdown and marks hot vendors', async () => {
    renderNav();
    await screen.findByText('EVO Gaming');
    expect(document.getElementById('nav-vendors-FISH')).toBeNull();
    fireEvent.focus(screen.getByRole('link', { name: 'Live Casino' }));
    const live = document.getElementById('nav-vendors-LIVE') as HTMLElement;
    expect(within(live).getByRole('button', { name: /EVO Gaming.*Hot/ })).toBeTruthy();
  });
});
