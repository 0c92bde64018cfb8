import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { Deferred, FilledList, useTurnCome } from './deferred';

const items = (count: number) =>
  Array.from({ length: count }, (_, i) => (
    <Deferred key={i}>
      <li>item {i + 1}</li>
    </Deferred>
  ));

/** Lets one queued task run (the queue reveals one item per task). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('FilledList', () => {
  it('mounts its items after the first render, one a task, hidden until the last is in', async () => {
    const { container } = render(
      <FilledList className="grid" placeholder={<p>loading</p>}>
        {items(3)}
      </FilledList>,
    );
    const list = container.querySelector<HTMLUListElement>('ul.grid')!;
    // Nothing of the list in the first render: the placeholder holds its place.
    expect(list.children).toHaveLength(0);
    expect(list.hidden).toBe(true);
    expect(screen.getByText('loading')).toBeTruthy();

    // The list's length after each commit that changed it, seen by a MutationObserver (its
    // callback runs after every task that mutated the list), not by sampling between timers:
    // on a busy machine a sampling timer could run after two reveals and miss a count.
    const counts: number[] = [list.children.length];
    const observer = new MutationObserver(() => counts.push(list.children.length));
    observer.observe(list, { childList: true });
    while (list.hidden) await nextTask();
    observer.disconnect();
    // Never two items in one task: every count from 0 to 3 was seen before the list showed.
    expect(new Set(counts)).toEqual(new Set([0, 1, 2, 3]));
    expect([...list.children].map((li) => li.textContent)).toEqual(['item 1', 'item 2', 'item 3']);
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('shows an empty list once its turn comes', async () => {
    const { container } = render(
      <FilledList className="grid" placeholder={<p>loading</p>}>
        {[]}
      </FilledList>,
    );
    await waitFor(() =>
      expect(container.querySelector<HTMLUListElement>('ul.grid')!.hidden).toBe(false),
    );
    expect(screen.queryByText('loading')).toBeNull();
  });
});

describe('useTurnCome', () => {
  function Probe({ log }: { log: boolean[] }) {
    const come = useTurnCome();
    log.push(come);
    return <p>{come ? 'come' : 'waiting'}</p>;
  }

  it('is false in the first render and true from the render after its turn', async () => {
    const log: boolean[] = [];
    render(<Probe log={log} />);
    expect(log).toEqual([false]);
    expect(await screen.findByText('come')).toBeTruthy();
    expect(log.at(-1)).toBe(true);
  });
});

describe('Deferred places', () => {
  it("takes the first screen's parts first, then the page's, then what closes the page", async () => {
    const { container } = render(
      <div>
        <Deferred place="pageEnd">
          <p>end</p>
        </Deferred>
        <Deferred>
          <p>page</p>
        </Deferred>
        <Deferred place="firstScreen">
          <p>first</p>
        </Deferred>
      </div>,
    );
    // The order the parts were added in, from the mutation records (one per commit, in commit
    // order), not by sampling between timers: on a busy machine two reveals can fall between two
    // samples, and a sample lists them in the page's order, not the order they came in.
    const shown: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) shown.push(node.textContent!);
      }
    });
    observer.observe(container.firstElementChild!, { childList: true });
    for (let i = 0; i < 500 && shown.length < 3; i += 1) await nextTask();
    observer.disconnect();
    expect(shown).toEqual(['first', 'page', 'end']);
  });
});
