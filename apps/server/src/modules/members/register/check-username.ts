import { validateRegisterField } from '@wl/contract/validation/validate-register-field';
import type { Sql } from '../../../db/db';
import { AppError } from '../../../http/app-error';
import type { Merchant } from '../../merchants/merchant';
import { findMember } from '../find-member';
import { ruleFor } from '@wl/contract/validation/register-field-rules';

/** GET /wps/check/username: free names pass; a taken one is username_taken (success false). */
export async function checkUsername(options: {
  sql: Sql;
  merchant: Pick<Merchant, 'id' | 'registerConfig'>;
  username: string;
}): Promise<{ username: string; available: true }> {
  const rule = { ...ruleFor(options.merchant.registerConfig, 'username'), required: true };
  const problem = validateRegisterField(rule, options.username);
  if (problem)
    throw new AppError('field_invalid', { value: { fields: [{ field: 'username', ...problem }] } });
  if (
    await findMember({
      sql: options.sql,
      merchantId: options.merchant.id,
      by: { username: options.username },
    })
  ) {
    throw new AppError('username_taken', {
      value: { fields: [{ field: 'username', messageKey: 'error_username_taken' }] },
    });
  }
  return { username: options.username, available: true };
}
