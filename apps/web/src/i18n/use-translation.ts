/**
 * The site's `useTranslation`: the translate function and the i18next instance, re-rendering the
 * component when the language changes or a translation file is added.
 *
 * Why not react-i18next's hook: since version 17 its `useTranslation` copies every own property
 * of the i18next instance into a new object for each component that mounts (a wrapper whose
 * identity changes with the language, for the React Compiler; react-i18next PR 1884), whatever
 * the options, and keeps a dozen hooks per call. The home's first load mounts a few hundred
 * components that translate: that copy was about a tenth of the render's JavaScript in the
 * profile (docs/performance.md, 2026-11-30). The site has one instance, one namespace and no
 * key prefix, so one snapshot shared by every component is enough: it is rebuilt once per
 * change of language or of the loaded texts, not once per component.
 */
import { useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
import { i18n } from './i18n';

export interface Translation {
  t: TFunction<'translation'>;
  i18n: typeof i18n;
}

let snapshot: (Translation & { language: string }) | null = null;
const listeners = new Set<() => void>();
let listening = false;

type AnyTranslate = (key: unknown, ...rest: unknown[]) => unknown;

/**
 * i18next's translate function, answering a plain key (no options: no interpolation, count or
 * context) from what it answered before. i18next works each call out again — the key's parts,
 * the lookup with its fallback, interpolation and post-processing: about 20 µs a call in Node
 * on a server core, 0.4 µs remembered — and a first load asks again for the same labels on each
 * re-render. In a profiled home load at 4× CPU slowdown the time inside i18next's `translate`
 * fell from 59 to 41 ms (median of ten loads each, alternated; docs/performance.md, 2026-12-02).
 * The remembered texts belong to this snapshot, which is thrown away with any change of
 * language or of the loaded texts (`changed`), so none outlives them.
 */
function rememberingPlainKeys(translate: TFunction<'translation'>): TFunction<'translation'> {
  const texts = new Map<string, unknown>();
  const full = translate as unknown as AnyTranslate;
  const remembering: AnyTranslate = (key, ...rest) => {
    if (rest.length > 0 || typeof key !== 'string') return full(key, ...rest);
    let text = texts.get(key);
    if (text === undefined) texts.set(key, (text = full(key)));
    return text;
  };
  // The fixed language and namespace that i18next sets on its function come along.
  return Object.assign(remembering, translate) as unknown as TFunction<'translation'>;
}

function current(): Translation {
  listen();
  // Keyed by the language too: a change made while nothing was mounted renews it on read.
  if (snapshot?.language !== i18n.language) {
    const t = rememberingPlainKeys(i18n.getFixedT(i18n.language, 'translation'));
    snapshot = { t, i18n, language: i18n.language };
  }
  return snapshot;
}

// A new snapshot (and so a new `t`) after each change, once for all components, so those
// that keep `t` in a memo or an effect's dependencies see it, as with react-i18next's `t`.
function changed() {
  snapshot = null;
  for (const listener of listeners) listener();
}

/**
 * From the first snapshot on, not only once something subscribes: a snapshot read before any
 * component subscribed must still be thrown away when texts are added, or its remembered
 * texts would outlive them.
 */
function listen() {
  // Components render after `initI18n`, so the store exists by then; without one, later.
  if (listening || !i18n.store) return;
  listening = true;
  i18n.on('languageChanged', changed);
  i18n.store.on('added', changed);
  i18n.store.on('removed', changed);
}

function subscribe(listener: () => void): () => void {
  listen();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTranslation(): Translation {
  return useSyncExternalStore(subscribe, current, current);
}
