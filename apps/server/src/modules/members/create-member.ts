import { sqlState, type Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import type { MemberRecord } from './member-record';
import { insertMember, selectMemberById, type NewMember } from './member-store';

/**
 * Inserts a member on the caller's transaction. A name or number taken meanwhile (two
 * registrations racing) comes back from the unique index as username_taken / mobile_taken,
 * with the field, and the transaction rolls back: nothing is created.
 */
export async function createMember(options: {
  sql: Sql;
  member: NewMember;
}): Promise<MemberRecord> {
  let id: bigint;
  try {
    id = await insertMember(options.sql, options.member);
  } catch (error) {
    if (sqlState(error) === '23505') throw duplicateError(error);
    throw error;
  }
  return (await selectMemberById(options.sql, id))!;
}

function duplicateError(error: unknown): AppError {
  const e = error as { constraint?: unknown; message?: unknown };
  const where = `${String(e.constraint ?? '')} ${String(e.message ?? '')}`;
  if (where.includes('members_merchant_mobile')) {
    return new AppError('mobile_taken', {
      value: { fields: [{ field: 'mobileNum', messageKey: 'error_mobile_taken' }] },
    });
  }
  // The single affiliate code is also an invitation code (ADR 0026): either index may refuse it.
  if (where.includes('members_merchant_affiliate') || where.includes('agent_invite_codes_merchant'))
    return new AppError('conflict');
  return new AppError('username_taken', {
    value: { fields: [{ field: 'username', messageKey: 'error_username_taken' }] },
  });
}
