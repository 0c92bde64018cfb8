/** jsdom lacks a few browser APIs the site uses; tests start in English with empty storage. */
import { afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { initI18n, setLanguage } from '../i18n/i18n';

// findBy*/waitFor give up after 1 s by default; a CI machine running several suites at once
// can take longer than that to settle a lazy page, which fails a correct test.
configure({ asyncUtilTimeout: 5_000 });

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

Object.assign(globalThis, {
  ResizeObserver: globalThis.ResizeObserver ?? NoopObserver,
  IntersectionObserver: globalThis.IntersectionObserver ?? NoopObserver,
});

window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

/** Expires every cookie the page can see (the language cookie, the session's). */
function clearCookies() {
  for (const pair of document.cookie.split('; ')) {
    const name = pair.split('=')[0];
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

beforeAll(async () => {
  await initI18n('EN');
});

afterEach(async () => {
  // A lazy page or popup a test opened may still be loading: with the worker's files sharing
  // one module graph (isolate: false), a load left running would end inside the next file,
  // after this file's environment is gone.
  await vi.dynamicImportSettled();
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.localStorage.clear();
  clearCookies();
  window.history.replaceState(null, '', '/');
  await setLanguage('EN', { persist: false });
});
