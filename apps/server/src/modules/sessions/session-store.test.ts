import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { createTestMember } from '../ledger/test-support';
import { findActiveSession } from './session-store';
import { hashToken } from './session-token';

describe('findActiveSession', () => {
  const t = useTestApp();
  const lastSeenAgoSeconds = async (token: string) => {
    const r = await t.db.query<{ ago: number }>(
      `SELECT extract(epoch FROM now() - last_seen_at)::float8 AS ago FROM sessions
        WHERE token_hash = $1`,
      [hashToken(token)],
    );
    return Number(r.rows[0]?.ago);
  };
  const setLastSeen = (token: string, secondsAgo: number) =>
    t.db.query(
      `UPDATE sessions SET last_seen_at = now() - make_interval(secs => $2) WHERE token_hash = $1`,
      [hashToken(token), secondsAgo],
    );

  it('touches a session used more than a minute ago, and not one used seconds ago', async () => {
    const member = await createTestMember(t.db);
    await setLastSeen(member.token, 120);
    expect(await findActiveSession(t.db, member.token, 30 * 60_000)).not.toBeNull();
    expect(await lastSeenAgoSeconds(member.token)).toBeLessThan(5);

    await setLastSeen(member.token, 20);
    expect(await findActiveSession(t.db, member.token, 30 * 60_000)).not.toBeNull();
    expect(await lastSeenAgoSeconds(member.token)).toBeGreaterThanOrEqual(19);
  });

  it('refuses a session idle for longer than the window', async () => {
    const member = await createTestMember(t.db);
    await setLastSeen(member.token, 31 * 60);
    expect(await findActiveSession(t.db, member.token, 30 * 60_000)).toBeNull();
  });
});
