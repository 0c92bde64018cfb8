import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MOVE_EVENTS, WhenInView } from './when-in-view';
import { stubIntersection } from '../test/intersection';

/** Lets queued tasks run (the turn queue reveals one part a task). */
const someTasks = async () => {
  for (let i = 0; i < 20; i += 1) await act(() => new Promise((r) => setTimeout(r, 0)));
};

describe('WhenInView', () => {
  it('holds an empty marker off the screen, and mounts once the marker is on it', async () => {
    const screenEdge = stubIntersection();
    const { container } = render(
      <WhenInView>
        <p>board</p>
      </WhenInView>,
    );
    await someTasks();
    expect(screenEdge.watching()).toBe(1);
    expect(container.querySelector('.when-in-view')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByText('board')).toBeNull();

    screenEdge.showAll();
    expect(await screen.findByText('board')).toBeTruthy();
    expect(container.querySelector('.when-in-view')).toBeNull();
    // Shown for good: nothing is watched any more.
    expect(screenEdge.watching()).toBe(0);
  });

  it('mounts when the page scrolls, not when a strip inside it does', async () => {
    stubIntersection();
    const { container } = render(
      <div className="strip">
        <WhenInView>
          <p>board</p>
        </WhenInView>
      </div>,
    );
    await someTasks();
    fireEvent.scroll(container.querySelector('.strip')!);
    await someTasks();
    expect(screen.queryByText('board')).toBeNull();
    fireEvent.scroll(window);
    expect(await screen.findByText('board')).toBeTruthy();
  });

  it.each(MOVE_EVENTS)('mounts at the first %s, off the screen as it is', async (name) => {
    const screenEdge = stubIntersection();
    render(
      <WhenInView place="pageEnd">
        <a href="/help">help</a>
      </WhenInView>,
    );
    await someTasks();
    expect(screen.queryByRole('link', { name: 'help' })).toBeNull();
    fireEvent(document.body, new Event(name, { bubbles: true }));
    expect(await screen.findByRole('link', { name: 'help' })).toBeTruthy();
    expect(screenEdge.watching()).toBe(0);
  });
});
