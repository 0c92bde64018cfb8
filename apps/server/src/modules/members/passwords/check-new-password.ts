import type { RegisterFieldRule } from '@wl/contract/system/register-settings';
import { validateRegisterField } from '@wl/contract/validation/validate-register-field';
import { AppError } from '../../../http/app-error';

/** A new password must pass the merchant's rule and equal its confirmation (when one is sent). */
export function checkNewPassword(
  rule: RegisterFieldRule,
  field: string,
  password: string,
  confirmation: { field: string; value: string | undefined; required: boolean },
): void {
  const problem = validateRegisterField(rule, password);
  if (problem) throw new AppError('field_invalid', { value: { fields: [{ field, ...problem }] } });
  if (
    (confirmation.required || confirmation.value !== undefined) &&
    confirmation.value !== password
  ) {
    throw new AppError('inconsistent_twice', {
      value: { fields: [{ field: confirmation.field, messageKey: 'inconsistent_twice' }] },
    });
  }
}
