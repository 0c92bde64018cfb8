import type { HelpEntry } from '@wl/contract/system/get-help-center';
import type { Db } from '../../db/db';
import type { Merchant } from '../merchants/merchant';
import { contentLanguage } from './content-language';
import type { ContentCache } from './content-cache';
import { contentVersion, findHelpEntries, type HelpRow } from './content-store';
import { sanitizeContent } from './sanitize-content';

/**
 * The help centre as a tree of sections (tags aboutus, deposit, withdraw, game, faqs, term,
 * agent, ...), in the asked language with the merchant's default as fallback, content
 * sanitised. An item whose parent is missing is shown at the top level rather than lost.
 */
export async function getHelpCenter(options: {
  db: Db;
  merchant: Merchant;
  language: string | undefined;
  device: 'WEB' | 'MOBILE';
  nowMs: number;
  /** Replies are reused while the content is unchanged (content-cache.ts). */
  cache?: ContentCache<HelpEntry[]>;
}): Promise<HelpEntry[]> {
  const { db, merchant, cache, nowMs } = options;
  const language = contentLanguage(merchant, options.language);
  const key = [merchant.id, language.language, options.device].join('|');
  const version = cache ? await contentVersion(db, merchant.id, ['help_entries']) : '';
  const hit = cache?.get(key, version, nowMs);
  if (hit) return hit;
  const rows = await findHelpEntries(db, {
    ...language,
    merchantId: merchant.id,
    device: options.device,
  });
  const tree = buildTree(rows);
  cache?.set(key, version, nowMs, tree);
  return tree;
}

function buildTree(rows: HelpRow[]): HelpEntry[] {
  const nodes = new Map<string, HelpEntry>(rows.map((row) => [row.entry_key, toEntry(row)]));
  const roots: HelpEntry[] = [];
  for (const row of rows) {
    const node = nodes.get(row.entry_key) as HelpEntry;
    const parent = hasCycle(row.entry_key, rows) ? undefined : nodes.get(row.parent_key ?? '');
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** Operator data could loop (A under B under A); such items become top-level. */
function hasCycle(key: string, rows: HelpRow[]): boolean {
  const parentOf = new Map(rows.map((r) => [r.entry_key, r.parent_key]));
  const seen = new Set<string>();
  for (let at = parentOf.get(key); at != null; at = parentOf.get(at)) {
    if (at === key || seen.has(at)) return true;
    seen.add(at);
  }
  return false;
}

function toEntry(row: HelpRow): HelpEntry {
  return {
    title: row.title,
    content: sanitizeContent(row.content),
    bgColor: row.bg_color,
    lang: row.lang,
    display: row.display,
    tag: row.tag,
    children: [],
  };
}
