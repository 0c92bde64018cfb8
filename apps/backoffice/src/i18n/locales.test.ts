import { describe, expect, it } from 'vitest';
import { OPERATOR_ROLES } from '@wl/contract/operators/roles';
import en from './locales/en.json';
import tw from './locales/tw.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

/** Every t('…') key written out in the back office's source (read raw by Vite). */
const source = Object.entries(
  import.meta.glob<string>('../**/*.{ts,tsx}', { eager: true, query: '?raw', import: 'default' }),
)
  .filter(([file]) => !file.includes('.test.'))
  .map(([, text]) => text)
  .join('\n');
const usedKeys = [...source.matchAll(/\bt\('([\w.]+)'/g)].map((m) => m[1]!);

describe('back office translations', () => {
  it('gives Traditional Chinese every key English has, and no others', () => {
    expect(keys(tw).sort()).toEqual(keys(en).sort());
  });

  it('has a text for every key the source uses and every role', () => {
    const known = new Set(keys(en));
    const used = usedKeys;
    expect(used.length).toBeGreaterThan(30);
    expect(used.filter((k) => !known.has(k))).toEqual([]);
    expect(OPERATOR_ROLES.filter((r) => !known.has(`roles.${r}`))).toEqual([]);
  });

  it('has no empty texts', () => {
    const leaves = (v: unknown): unknown[] =>
      typeof v === 'object' && v !== null ? Object.values(v).flatMap(leaves) : [v];
    for (const text of [...leaves(en), ...leaves(tw)]) expect(text).not.toBe('');
  });
});
