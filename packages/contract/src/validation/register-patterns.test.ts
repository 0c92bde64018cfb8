import { describe, expect, it } from 'vitest';
import {
  fillPatternText,
  matchesPattern,
  PATTERN_IDS,
  patternMessage,
  REGISTER_PATTERN_TEXTS_EN,
  type PatternId,
} from './register-patterns';

/** For each pattern id: values it must accept and values it must refuse. */
const CASES: Record<PatternId, { ok: string[]; bad: string[] }> = {
  0: { ok: ['anything at all', '名字 1!'], bad: [] },
  1: { ok: ['abc123', 'Player1', 'a'], bad: ['1abc', 'ab c', 'ab_c', '名字'] },
  2: { ok: ['abc', '张三', 'Li张'], bad: ['abc1', 'ab c', 'a-b'] },
  3: {
    ok: ['a@b.co', 'first.last+tag@mail.example.com'],
    bad: ['a@b', 'a b@c.com', '@c.com', 'a@.com'],
  },
  4: { ok: ['abc123', 'ABC', '123'], bad: ['abc 1', '张三1', 'ab-1'] },
  5: { ok: ['abc123', '1a'], bad: ['abcdef', '123456', 'abc 12', 'abc-12'] },
  6: { ok: ['0123456789'], bad: ['12a', '1 2', '١٢٣', '-1'] },
  7: { ok: ['Abc123', 'ABC'], bad: ['abc123', 'Abc 123', 'Abc-1'] },
  8: { ok: ['John Smith', 'abc'], bad: ['John1', 'Jöhn', 'a-b'] },
  9: { ok: ['a-b_c!1', '名字'], bad: ['a b', 'tab\there', 'line\nbreak'] },
  10: { ok: ['张三', '阿·卜', '中文，标点！'], bad: ['abc', '张三1', '张 三'] },
  11: {
    ok: ['2000-02-29', '1999-12-31'],
    bad: ['1999-02-29', '2023-13-01', '23-01-01', '2023/01/01'],
  },
  12: { ok: ['José María', 'Nguyễn Văn A', 'abc'], bad: ['abc1', 'a_b', 'a-b'] },
  13: { ok: ['02-29-2000', '12-31-1999'], bad: ['02-30-2000', '2000-02-01', '13-01-2000'] },
  14: { ok: ['abc123', 'Ünal1', 'สมชาย1'], bad: ['abc', '123', 'abc 123', 'abc_1'] },
  15: { ok: ['홍길동'], bad: ['홍 길동', 'Hong', '홍1'] },
  16: { ok: ['สมชาย'], bad: ['สม ชาย', 'Somchai', 'สม1'] },
  17: { ok: ['สมชาย Jaidee', 'John Smith', 'สมชาย'], bad: ['สมชาย1', '张三', 'a-b'] },
  18: { ok: ['JOHN SMITH', 'A'], bad: ['John Smith', '   ', 'JOHN1'] },
  19: { ok: ['abc123!@#', 'P@ssw0rd'], bad: ['abc 123', '名字', 'tab\t'] },
  20: {
    ok: ['Passw0rd!', 'aB3$'],
    bad: ['password1!', 'PASSWORD1!', 'Password!', 'Password1', 'Pass w0rd!'],
  },
  21: {
    ok: ['John Smith', 'Mary Ann Lee', "D'Arcy O'Neil"],
    bad: ['John', 'John  Smith', ' John Smith', 'John Smith1'],
  },
  22: {
    ok: ['やまだ', 'ヤマダ', '山田太郎', 'スーパー', '佐々木'],
    bad: ['ﾔﾏﾀﾞ', '山田 太郎', 'Yamada', '山田1'],
  },
  23: { ok: ['ABC', 'Z'], bad: ['ABC DEF', 'Abc', 'ABC1'] },
};

describe('registration patterns', () => {
  it('has a text and cases for every one of the 24 pattern ids', () => {
    expect(PATTERN_IDS).toHaveLength(24);
    for (const id of PATTERN_IDS) {
      expect(REGISTER_PATTERN_TEXTS_EN[id]).toBeTruthy();
      expect(CASES[id]).toBeDefined();
    }
  });

  for (const id of PATTERN_IDS) {
    it(`pattern ${id} accepts what its text allows and refuses the rest`, () => {
      for (const value of CASES[id].ok)
        expect([id, value, matchesPattern(id, value)]).toEqual([id, value, true]);
      for (const value of CASES[id].bad)
        expect([id, value, matchesPattern(id, value)]).toEqual([id, value, false]);
    });
  }

  it('fills (min)-(max) with one number when the bounds are equal', () => {
    expect(fillPatternText('(min)-(max) digits only', 6, 6)).toBe('6 digits only');
    expect(fillPatternText('(min)-(max) digits only', 4, 8)).toBe('4-8 digits only');
    expect(fillPatternText('between (min) and (max)', 2, 9)).toBe('between 2 and 9');
    expect(patternMessage({ patternId: 1, minLength: 2, maxLength: 15 })).toBe(
      '2-15 characters, starting with a letter, letters and digits only',
    );
  });
});
