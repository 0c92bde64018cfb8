import { describe, expect, it } from 'vitest';
import { compileAcceptedPattern, validateRegisterField } from './validate-register-field';

const rule = (over: Partial<Parameters<typeof validateRegisterField>[0]> = {}) => ({
  required: true,
  minLength: 2,
  maxLength: 15,
  patternId: 1,
  acceptedPattern: '*',
  ...over,
});

describe('validateRegisterField', () => {
  it('refuses an empty required field and accepts an empty optional one', () => {
    expect(validateRegisterField(rule(), '')).toEqual({
      kind: 'required',
      messageKey: 'field_required',
    });
    expect(validateRegisterField(rule(), undefined)?.kind).toBe('required');
    expect(validateRegisterField(rule({ required: false }), '')).toBeNull();
  });

  it('refuses values outside the length bounds with the filled pattern message', () => {
    const short = validateRegisterField(rule(), 'a');
    expect(short).toMatchObject({ kind: 'pattern', messageKey: 'reg_pattern_1', min: 2, max: 15 });
    expect(short && 'text' in short ? short.text : '').toContain('2-15 characters');
    expect(validateRegisterField(rule(), 'a'.repeat(16))?.kind).toBe('pattern');
    expect(validateRegisterField(rule(), 'ab')).toBeNull();
  });

  it('counts characters, not UTF-16 units or bytes', () => {
    const han = rule({ patternId: 2, minLength: 2, maxLength: 2 });
    expect(validateRegisterField(han, '张三')).toBeNull();
    expect(
      validateRegisterField(rule({ patternId: 0, minLength: 1, maxLength: 1 }), '𠮷'),
    ).toBeNull();
  });

  it('refuses a value the pattern id does not allow', () => {
    expect(validateRegisterField(rule(), '1abc')?.kind).toBe('pattern');
  });

  it('applies the acceptedPattern on top, with * meaning any text', () => {
    const onlyA = rule({ patternId: 0, acceptedPattern: 'a+' });
    expect(validateRegisterField(onlyA, 'aaa')).toBeNull();
    // Anchored: a value that merely contains a match is refused.
    expect(validateRegisterField(onlyA, 'baaa')?.kind).toBe('pattern');
    expect(compileAcceptedPattern('*')?.test('anything')).toBe(true);
  });

  it('ignores a broken acceptedPattern instead of refusing everyone', () => {
    expect(compileAcceptedPattern('([')).toBeNull();
    expect(validateRegisterField(rule({ acceptedPattern: '([' }), 'abc1')).toBeNull();
  });

  it('reports a single number when min equals max', () => {
    const p = validateRegisterField(rule({ patternId: 6, minLength: 6, maxLength: 6 }), '123');
    expect(p && 'text' in p ? p.text : '').toBe('6 digits only');
  });
});
