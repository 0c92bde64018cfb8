import type { Sql } from '../../db/db';
import { markLoggedIn } from './member-store';

/** Stamps a completed login on the member; true when it is their first (firstTimeLogin). */
export async function markMemberLoggedIn(options: {
  sql: Sql;
  memberId: bigint;
}): Promise<boolean> {
  return markLoggedIn(options.sql, options.memberId);
}
