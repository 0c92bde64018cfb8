/**
 * The router's addresses and where it keeps them (router.tsx uses these): the Location a page
 * sees, resolving a link's target, comparing paths, and the two histories — the browser's, and
 * a list of entries for the unit tests.
 */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export type To = string | { pathname?: string; search?: string; hash?: string };

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type NavigateFunction = (to: To | number, options?: NavigateOptions) => void;

let keySeed = 0;
export const newKey = () => `${Date.now().toString(36)}${(keySeed += 1).toString(36)}`;

/** The address `to` names, seen from `from` (relative paths resolve like a link's href). */
export function resolveTo(to: To, from: Pick<Location, 'pathname' | 'search' | 'hash'>) {
  if (typeof to !== 'string') {
    return {
      pathname: to.pathname ?? from.pathname,
      search: to.search ?? (to.pathname === undefined ? from.search : ''),
      hash: to.hash ?? '',
    };
  }
  const url = new URL(to, `http://site${from.pathname}${from.search}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export const pathOf = (l: { pathname: string; search: string; hash: string }) =>
  `${l.pathname}${l.search}${l.hash}`;

/** Paths compare without regard to case or a trailing slash, as React Router's do. */
export function samePath(a: string, b: string): boolean {
  const norm = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p).toLowerCase();
  return norm(a) === norm(b);
}

/** Where the router keeps its entries: the browser's history, or a list for tests. */
export interface History {
  read(): Location;
  write(location: Location, replace: boolean): void;
  go(delta: number): void;
  /** Back/forward: calls `onPop` with the entry moved to. */
  listen(onPop: () => void): () => void;
}

export function browserHistory(): History {
  return {
    read() {
      const { pathname, search, hash } = window.location;
      const saved = window.history.state as { usr?: unknown; key?: string } | null;
      return { pathname, search, hash, state: saved?.usr ?? null, key: saved?.key ?? 'default' };
    },
    write(location, replace) {
      const entry = { usr: location.state, key: location.key };
      if (replace) window.history.replaceState(entry, '', pathOf(location));
      else window.history.pushState(entry, '', pathOf(location));
    },
    go: (delta) => window.history.go(delta),
    listen(onPop) {
      window.addEventListener('popstate', onPop);
      return () => window.removeEventListener('popstate', onPop);
    },
  };
}

export function memoryHistory(initialEntries: string[]): History {
  const root = { pathname: '/', search: '', hash: '' };
  const entries: Location[] = initialEntries.map((entry) => ({
    ...resolveTo(entry, root),
    state: null,
    key: newKey(),
  }));
  if (entries.length === 0) entries.push({ ...root, state: null, key: 'default' });
  let index = entries.length - 1;
  const listeners = new Set<() => void>();
  return {
    read: () => entries[index]!,
    write(location, replace) {
      if (replace) entries[index] = location;
      else {
        entries.splice(index + 1, entries.length, location);
        index += 1;
      }
    },
    go(delta) {
      index = Math.min(entries.length - 1, Math.max(0, index + delta));
      for (const listener of listeners) listener();
    },
    listen(onPop) {
      listeners.add(onPop);
      return () => listeners.delete(onPop);
    },
  };
}
