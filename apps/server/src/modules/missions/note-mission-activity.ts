import type { Sql } from '../../db/db';
import { queueReview } from './progress-store';

/**
 * Called where a mission-relevant event happens — a successful login, a credited deposit, a
 * settled round, a friend joining — in that event's transaction: it only queues the member
 * for the missions job (one small insert, nothing counted here), so the hot paths stay
 * cheap and a replayed event can never count twice (ADR 0018).
 */
export async function noteMissionActivity(sql: Sql, memberId: bigint): Promise<void> {
  await queueReview(sql, memberId);
}
