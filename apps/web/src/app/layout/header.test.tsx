import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { Header } from './header';
import { renderWithProviders } from '../../test/render';
import { stubIntersection } from '../../test/intersection';
import { fakeControls } from '../../test/lobby-providers';

const someTasks = async () => {
  for (let i = 0; i < 20; i += 1) await act(() => new Promise((r) => setTimeout(r, 0)));
};

describe('header', () => {
  it("makes the top bar's tools only once the bar is on the screen: on a phone, when its menu opens", async () => {
    const screenEdge = stubIntersection();
    renderWithProviders(fakeControls().wrap(<Header showNav />));
    await someTasks();
    // Folded away (the bar is not on the screen): none of its tools is made, a scroll or a
    // key press does not show the bar, so it does not make them either.
    expect(screen.queryByRole('button', { name: 'Language: English' })).toBeNull();
    fireEvent.scroll(window);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    await someTasks();
    expect(screen.queryByRole('button', { name: 'Language: English' })).toBeNull();
    const menu = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    // Opened, the bar shows, and its tools come.
    screenEdge.showAll();
    expect(await screen.findByRole('button', { name: 'Language: English' })).toBeTruthy();
    expect(document.querySelector('.top-bar__inner .clock')).not.toBeNull();
  });
});
