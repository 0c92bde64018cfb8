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

function current(): Translation {
  // Keyed by the language too: a change made while nothing was mounted renews it on read.
  if (snapshot?.language !== i18n.language) {
    snapshot = { t: i18n.getFixedT(i18n.language, 'translation'), i18n, language: i18n.language };
  }
  return snapshot;
}

// A new snapshot (and so a new `t`) after each change, once for all components, so those
// that keep `t` in a memo or an effect's dependencies see it, as with react-i18next's `t`.
function changed() {
  snapshot = null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (!listening) {
    // Components mount after `initI18n`, so the store exists by then.
    listening = true;
    i18n.on('languageChanged', changed);
    i18n.store.on('added', changed);
    i18n.store.on('removed', changed);
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTranslation(): Translation {
  return useSyncExternalStore(subscribe, current, current);
}
