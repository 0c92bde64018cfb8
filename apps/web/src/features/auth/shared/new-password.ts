/**
 * Checks of a new password and its confirmation (change password, reset by phone or link):
 * the merchant's password rule through the shared validator, and equality (spec §5).
 * A length problem gets the spec's "fill password with (min)-(max) characters" message; a
 * pattern problem the rule's own pattern text.
 */
import type { RegisterFieldRule } from '@wl/contract/system/register-settings';
import { validateRegisterField } from '@wl/contract/validation/validate-register-field';
import { problemMessage, type FieldMessage } from '../../../components/form/field-message';

export function checkNewPassword(
  rule: RegisterFieldRule,
  password: string,
): FieldMessage | undefined {
  const problem = validateRegisterField(rule, password);
  if (!problem) return undefined;
  if (problem.kind === 'required') return { key: 'field_required' };
  const length = [...password].length;
  if (length < problem.min || length > problem.max)
    return { key: 'password_length', min: problem.min, max: problem.max };
  return problemMessage(problem);
}

export function checkConfirmation(password: string, confirmation: string) {
  if (!confirmation) return { key: 'field_required' };
  return confirmation === password ? undefined : { key: 'confirm_mismatch' };
}
