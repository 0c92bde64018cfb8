/**
 * After a navigation the view goes to the hash's element when there is one (waiting briefly
 * for content that is still loading), otherwise to the top (spec §2).
 */
import { useEffect } from 'react';
import { useLocation } from './router';

const WAIT_FOR_TARGET_MS = 5000;

function targetOf(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

export function ScrollToHash() {
  const { pathname, hash, key } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const scroll = (el: HTMLElement) => el.scrollIntoView({ block: 'start' });
    const found = targetOf(hash);
    if (found) {
      scroll(found);
      return;
    }
    const observer = new MutationObserver(() => {
      const el = targetOf(hash);
      if (!el) return;
      observer.disconnect();
      scroll(el);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), WAIT_FOR_TARGET_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, hash, key]);
  return null;
}
