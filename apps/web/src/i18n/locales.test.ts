import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import tw from './locales/tw.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('translation files', () => {
  it('gives Traditional Chinese every key English has, and no others', () => {
    expect(keys(tw).sort()).toEqual(keys(en).sort());
  });

  it('has no empty texts', () => {
    const leaves = (v: unknown): unknown[] =>
      typeof v === 'object' && v !== null ? Object.values(v).flatMap(leaves) : [v];
    for (const text of [...leaves(en), ...leaves(tw)]) expect(text).not.toBe('');
  });
});
