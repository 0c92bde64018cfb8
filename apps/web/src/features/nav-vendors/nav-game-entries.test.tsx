import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

/** An entry's dropdown, once the vendors have loaded (its items are made only when it opens). */
async function dropdownOf(type: string): Promise<HTMLElement> {
  return waitFor(() => {
    const menu = document.getElementById(`nav-vendors-${type}`);
    if (!menu) throw new Error(`no dropdown for ${type} yet`);
    return menu;
  });
}

describe('navigation game entries', () => {
  it('has an entry per game type except cockfight', async () => {
    renderNav();
    await dropdownOf('LIVE');
    const names = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(names).toContain('/rng');
    expect(names).toContain('/fish');
    expect(names).not.toContain('/cockfight');
  });

  it('opens a dropdown of at most 30 vendors on focus and goes to /rng?page= on choice', async () => {
    renderNav();
    const rng = await screen.findByRole('link', { name: 'Slots' });
    const menu = await dropdownOf('RNG');
    // Closed, the dropdown holds no items: a page load does not make them.
    expect(menu.hidden).toBe(true);
    expect(within(menu).queryAllByRole('button', { hidden: true })).toHaveLength(0);
    fireEvent.focus(rng);
    expect(menu.hidden).toBe(false);
    expect(within(menu as HTMLElement).getAllByRole('button')).toHaveLength(30);
    fireEvent.click(within(menu as HTMLElement).getByRole('button', { name: 'S3 Gaming' }));
    expect(screen.getByTestId('where').textContent).toBe('/rng?page=S3');
  });

  it('gives fish no dropdown and marks hot vendors', async () => {
    renderNav();
    await dropdownOf('LIVE');
    expect(document.getElementById('nav-vendors-FISH')).toBeNull();
    fireEvent.focus(screen.getByRole('link', { name: 'Live Casino' }));
    const live = document.getElementById('nav-vendors-LIVE') as HTMLElement;
    expect(within(live).getByRole('button', { name: /EVO Gaming.*Hot/ })).toBeTruthy();
  });
});
