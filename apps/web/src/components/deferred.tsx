/**
 * What is not needed for a page's first screen mounts after that screen has painted, a part per
 * browser task (ADR 0050, 0060): lists below it (the home's popular games) an item a task, out of
 * sight, shown together once the last is in; the shell's parts below or beside it one each. The
 * first screen itself comes in parts, each painted before the next (the header, then the banner
 * and notices, then the page): rendered at once it was one long task on a phone.
 * Rendered with the rest, twelve game cards made one task of about half a second on a mid-range
 * phone (Lighthouse's TBT, issue 14); an item a task, each task stays short. Shown together,
 * the page below the list moves once, as when the list rendered at once, not at every item.
 */
import { useEffect, useState, type ReactNode } from 'react';

/**
 * Where a part belongs, which sets the order of turns: parts of the first screen before any
 * other (each painted before the next turn), then the page's parts in the order they asked, then
 * what closes the page (the side bar, the footer), so that nothing that comes later is placed
 * above something already shown and moves it.
 */
export type TurnPlace = 'firstScreen' | 'page' | 'pageEnd';
const RANK: Record<TurnPlace, number> = { firstScreen: 0, page: 1, pageEnd: 2 };

interface Turn {
  reveal: () => void;
  place: TurnPlace;
}

const waiting: Turn[] = [];
let pumping = false;

/** Reveals the next waiting part, then lets the browser run other work before the one after. */
function revealNext() {
  const turn = waiting.shift();
  if (!turn) {
    pumping = false;
    return;
  }
  // Preact renders the state change in a microtask of this task (React in a task of its own).
  turn.reveal();
  // A part of the first screen is shown (painted) before anything else mounts.
  if (turn.place === 'firstScreen') afterPaint(revealNext);
  else setTimeout(revealNext, 0);
}

/** The first item waits for the next frame to be painted; a hidden tab paints no frames. */
function afterPaint(run: () => void) {
  if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible') {
    requestAnimationFrame(() => setTimeout(run, 0));
  } else {
    setTimeout(run, 0);
  }
}

/**
 * Queues `reveal` behind the parts that asked before it, and before those of a later place;
 * the result takes it out again. Exported for its test: the queue's pace and order are checked
 * there, apart from when a renderer commits what a reveal changed.
 */
export function whenTurnComes(reveal: () => void, place: TurnPlace): () => void {
  const turn = { reveal, place };
  const later = waiting.findIndex((t) => RANK[t.place] > RANK[place]);
  if (later >= 0) waiting.splice(later, 0, turn);
  else waiting.push(turn);
  if (!pumping) {
    pumping = true;
    afterPaint(revealNext);
  }
  return () => {
    const index = waiting.indexOf(turn);
    if (index >= 0) waiting.splice(index, 1);
  };
}

/**
 * False in the first render, true once this component's turn has come (after what was rendered
 * first has painted, one turn a task, by place and then in the order asked for): for work a
 * component can start later, such as the banner carousel's set-up.
 */
export function useTurnCome(place: TurnPlace = 'page'): boolean {
  const [come, setCome] = useState(false);
  useEffect(() => (come ? undefined : whenTurnComes(() => setCome(true), place)), [come, place]);
  return come;
}

/** Its children once their turn has come; nothing before. */
export function Deferred({ place = 'page', children }: { place?: TurnPlace; children: ReactNode }) {
  return useTurnCome(place) ? children : null;
}

function OnMount({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

/**
 * A `<ul>` whose items (each in a `Deferred`) fill in out of sight, `placeholder` in its place
 * until then. The marker after the items gets its turn after all of theirs (the queue keeps the
 * order they asked in, which is their order in the list). Only this component re-renders when
 * the list shows: its children are the same elements, so the items are not rendered again.
 */
export function FilledList({
  className,
  placeholder,
  children,
}: {
  className: string;
  placeholder: ReactNode;
  children: ReactNode;
}) {
  const [filled, setFilled] = useState(false);
  const [markFilled] = useState(() => () => setFilled(true));
  return (
    <>
      {filled ? null : placeholder}
      <ul className={className} hidden={!filled}>
        {children}
        {filled ? null : (
          <Deferred>
            <OnMount run={markFilled} />
          </Deferred>
        )}
      </ul>
    </>
  );
}
