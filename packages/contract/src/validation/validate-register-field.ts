/**
 * Checks one registration field against the merchant's rule, the same way in the popup and on
 * the server: required, length bounds (in characters, not bytes), the pattern of `patternId`
 * and the merchant's own `acceptedPattern`.
 */
import type { RegisterFieldRule } from '../system/register-settings';
import {
  fillPatternText,
  isPatternId,
  matchesPattern,
  REGISTER_PATTERN_TEXTS_EN,
} from './register-patterns';

export type FieldProblem =
  | { kind: 'required'; messageKey: 'field_required' }
  | {
      kind: 'pattern';
      /** `reg_pattern_<patternId>`; its text has `(min)`/`(max)` to fill with `min`/`max`. */
      messageKey: string;
      min: number;
      max: number;
      /** The English text with the bounds filled in, for logs and clients without a locale. */
      text: string;
    };

/** Longest value any rule may accept; beyond it no regular expression is even tried. */
export const MAX_FIELD_LENGTH = 255;

/** "*" (any) becomes ".*"; the pattern must match the whole value. Bad patterns are skipped. */
export function compileAcceptedPattern(pattern: string): RegExp | null {
  const source = pattern.trim() === '' || pattern.trim() === '*' ? '.*' : pattern;
  try {
    return new RegExp(`^(?:${source})$`, 'u');
  } catch {
    try {
      return new RegExp(`^(?:${source})$`);
    } catch {
      // An operator's broken pattern must not lock every visitor out; the id pattern still holds.
      return null;
    }
  }
}

export function validateRegisterField(
  rule: Pick<
    RegisterFieldRule,
    'required' | 'minLength' | 'maxLength' | 'patternId' | 'acceptedPattern'
  >,
  value: string | null | undefined,
): FieldProblem | null {
  const text = value ?? '';
  if (text === '') return rule.required ? { kind: 'required', messageKey: 'field_required' } : null;
  const id = isPatternId(rule.patternId) ? rule.patternId : 0;
  const max = rule.maxLength > 0 ? rule.maxLength : MAX_FIELD_LENGTH;
  const problem: FieldProblem = {
    kind: 'pattern',
    messageKey: `reg_pattern_${id}`,
    min: rule.minLength,
    max,
    text: fillPatternText(REGISTER_PATTERN_TEXTS_EN[id], rule.minLength, max),
  };
  const length = [...text].length;
  if (length < rule.minLength || length > max || length > MAX_FIELD_LENGTH) return problem;
  if (!matchesPattern(id, text)) return problem;
  const accepted = compileAcceptedPattern(rule.acceptedPattern);
  if (accepted && !accepted.test(text)) return problem;
  return null;
}
