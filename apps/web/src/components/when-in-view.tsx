/**
 * Parts that are not on the first screen — the end of a page (the home's winners board, the
 * footer), the top bar's tools folded behind a phone's menu — mount at their turn only if they
 * are on the screen then, and otherwise once they come on it or the visitor scrolls or presses
 * a key: a first visit that does neither renders them, asks for their data nor lays them out
 * (issue 14, ADR 0060). A part at the end of a page is at least a screen below what shows when
 * the first scroll begins, so it is in place before it comes into sight, and its coming moves
 * nothing on the screen.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Deferred, type TurnPlace } from './deferred';

/**
 * What the visitor does that can bring the end of the page into sight: the page scrolling
 * (the window's own event; a strip scrolling inside the page does not count), and a wheel,
 * a swipe or a key anywhere.
 */
export const MOVE_EVENTS = ['wheel', 'touchmove', 'keydown'] as const;

/**
 * True once the marker is on the screen, or (`onMove`) once the visitor scrolls or presses a
 * key (a keyboard user tabbing on then finds the part in its place in the tab order). A
 * browser without IntersectionObserver counts everything as wanted.
 */
function useWanted(marker: { current: Element | null }, onMove: boolean): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const target = marker.current;
    if (wanted || !target) return;
    if (typeof IntersectionObserver === 'undefined') {
      setWanted(true);
      return;
    }
    const come = () => setWanted(true);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) come();
    });
    observer.observe(target);
    if (onMove) {
      window.addEventListener('scroll', come, { passive: true });
      for (const name of MOVE_EVENTS) {
        document.addEventListener(name, come, { passive: true, capture: true });
      }
    }
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', come);
      for (const name of MOVE_EVENTS) document.removeEventListener(name, come, { capture: true });
    };
  }, [wanted, marker, onMove]);
  return wanted;
}

function Marked({ onMove, children }: { onMove: boolean; children: ReactNode }) {
  const marker = useRef<HTMLDivElement>(null);
  if (useWanted(marker, onMove)) return children;
  return <div ref={marker} className="when-in-view" aria-hidden="true" />;
}

/**
 * Its children at their turn if on the screen, else when they come on it or, unless `onMove`
 * is false, from the first scroll or key press. A part that only shows when something opens
 * (the phone's folded top bar) sets it false: a scroll does not bring it into sight, so it
 * is not made in the middle of one.
 */
export function WhenInView({
  place = 'page',
  onMove = true,
  children,
}: {
  place?: TurnPlace;
  onMove?: boolean;
  children: ReactNode;
}) {
  return (
    <Deferred place={place}>
      <Marked onMove={onMove}>{children}</Marked>
    </Deferred>
  );
}
