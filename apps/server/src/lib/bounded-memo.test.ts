import { describe, expect, it } from 'vitest';
import { boundedMemo } from './bounded-memo';

describe('boundedMemo', () => {
  it('computes each input once, null answers included, and forgets all when full', () => {
    const asked: string[] = [];
    const memo = boundedMemo((s: string) => {
      asked.push(s);
      return s === 'none' ? null : s.length;
    }, 2);
    expect([memo('ab'), memo('ab'), memo('none'), memo('none')]).toEqual([2, 2, null, null]);
    expect(asked).toEqual(['ab', 'none']);
    memo('xyz'); // full: starts again with only this one
    expect(memo('ab')).toBe(2);
    expect(asked).toEqual(['ab', 'none', 'xyz', 'ab']);
  });
});
