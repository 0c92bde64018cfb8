import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { Deferred, FilledList, useTurnCome, whenTurnComes } from './deferred';

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

    // The list's length and visibility after each commit that changed it. React commits in a
    // task of its own, so on a busy machine two reveals can land in one commit: the pace of one
    // reveal a task is checked on the queue itself (below), here what the list shows.
    const commits: { count: number; hidden: boolean }[] = [];
    const observer = new MutationObserver(() =>
      commits.push({ count: list.children.length, hidden: list.hidden }),
    );
    observer.observe(list, { childList: true, attributes: true });
    while (list.hidden) await nextTask();
    observer.disconnect();
    // Items came in over more than one commit, in order, and the list stayed hidden until the
    // last was in.
    const counts = commits.map((c) => c.count);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts.at(-1)).toBe(3);
    expect(commits.filter((c) => c.count < 3).every((c) => c.hidden)).toBe(true);
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
  it("shows every part, whatever its place (the order of places is the turn queue's, tested below)", async () => {
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
    // Each shows (the order of turns is checked on the queue below: React may commit two
    // reveals together, in the page's order).
    for (let i = 0; i < 500 && container.firstElementChild!.children.length < 3; i += 1) {
      await nextTask();
    }
    expect([...container.firstElementChild!.children].map((p) => p.textContent).sort()).toEqual([
      'end',
      'first',
      'page',
    ]);
  });
});

describe('the turn queue', () => {
  it("reveals one part a task: the first screen's first, then the page's in the order asked, then what closes the page", async () => {
    const shown: string[] = [];
    let task: string | null = null;
    const turn = (name: string) => () => {
      // Every task ends with a microtask checkpoint: a reveal that still finds the last
      // reveal's mark runs in the same task as it.
      if (task !== null) shown.push(`${name} in the task of ${task}`);
      task = name;
      queueMicrotask(() => (task = null));
      shown.push(name);
    };
    whenTurnComes(turn('end'), 'pageEnd');
    whenTurnComes(turn('page 1'), 'page');
    whenTurnComes(turn('first'), 'firstScreen');
    whenTurnComes(turn('page 2'), 'page');
    for (let i = 0; i < 500 && shown.length < 4; i += 1) await nextTask();
    expect(shown).toEqual(['first', 'page 1', 'page 2', 'end']);
  });
});
