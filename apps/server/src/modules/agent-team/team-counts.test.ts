import { describe, expect, it } from 'vitest';
import { useTestDb } from '../../../test/test-db';
import { createTestMember } from '../ledger/test-support';
import { runTeamStatsFold } from './fold-team-stats';
import { countActiveMembers, countTeam } from './team-stats-store';

/**
 * The per-agent counts of the team overview (ADR 0015) against counting the members directly:
 * random trees, bets on random days arriving out of order across folds, a subtree moved, and
 * reads between folds (unfolded deltas) as well as after them.
 */
const t = useTestDb();

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s % n;
  };
}

const dayOf = (offset: number) => new Date(Date.UTC(2026, 9, 1 + offset)).toISOString().slice(0, 10);

async function betOn(memberId: bigint, day: string) {
  await t.db.query(
    `INSERT INTO bet_rounds (merchant_id, member_id, vendor_code, round_id, game_code, currency,
                             stake_minor, payout_minor, status, started_at, settled_at)
     SELECT merchant_id, id, 'HOUSE', gen_random_uuid()::text, 'lucky-sevens', 'PHP', 100, 0,
            'settled', $2::date + interval '12 hours', now() FROM members WHERE id = $1`,
    [memberId, day],
  );
}

async function directActive(agentId: bigint, from: string, to: string): Promise<number> {
  const r = await t.db.query<{ n: number }>(
    `SELECT count(DISTINCT b.member_id)::int AS n FROM bet_rounds b
       JOIN member_tree t ON t.ancestor_id = $1 AND t.descendant_id = b.member_id AND t.depth > 0
      WHERE (b.started_at AT TIME ZONE 'UTC')::date BETWEEN $2 AND $3`,
    [agentId, from, to],
  );
  return r.rows[0]!.n;
}

async function directSize(agentId: bigint) {
  const r = await t.db.query<{ total: number; direct: number }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE depth = 1)::int AS direct
       FROM member_tree WHERE ancestor_id = $1 AND depth > 0`,
    [agentId],
  );
  return r.rows[0]!;
}

describe('team counts', () => {
  it('agree with counting the members, between folds, after folds and after a move', async () => {
    const next = random(20261128);
    const root = (await createTestMember(t.db, { type: 1 })).memberId;
    const members = [root];
    for (let i = 0; i < 30; i++) {
      const upline = members[next(members.length)]!;
      members.push((await createTestMember(t.db, { type: i % 3 ? 0 : 1, uplineId: upline })).memberId);
    }
    const agents = members;
    const check = async () => {
      for (const agent of agents) {
        expect(await countTeam(t.db, agent)).toEqual(await directSize(agent));
        for (const [a, b] of [[0, 29], [3, 9], [10, 10], [12, 25]] as const) {
          const n = await countActiveMembers(t.db, agent, dayOf(a), dayOf(b));
          expect(n, `agent ${agent} ${dayOf(a)}..${dayOf(b)}`).toBe(
            await directActive(agent, dayOf(a), dayOf(b)),
          );
        }
      }
    };
    for (let round = 0; round < 3; round++) {
      // Days in any order: a later fold brings days before ones already folded.
      for (let i = 0; i < 60; i++) await betOn(members[1 + next(members.length - 1)]!, dayOf(next(30)));
      if (round === 0) await check();
      await runTeamStatsFold({ db: t.db });
      await check();
    }
    // Move the largest subtree below the root (with active days in it) under a member of
    // another branch, so uplines lose and gain active members.
    const biggest = await t.db.query<{ id: bigint }>(
      `SELECT t.ancestor_id AS id FROM member_tree t
        WHERE t.ancestor_id = ANY($1::int8[]) AND t.ancestor_id <> $2
          AND EXISTS (SELECT 1 FROM member_active_days a WHERE a.member_id = t.descendant_id)
        GROUP BY t.ancestor_id ORDER BY count(*) DESC, t.ancestor_id LIMIT 1`,
      [members, root],
    );
    const moved = biggest.rows[0]!.id;
    const outside = await t.db.query<{ id: bigint }>(
      `SELECT m.id FROM members m WHERE m.id = ANY($1::int8[]) AND m.id <> $3
          AND NOT EXISTS (SELECT 1 FROM member_tree WHERE ancestor_id = $2 AND descendant_id = m.id)
          AND NOT EXISTS (SELECT 1 FROM member_tree WHERE ancestor_id = m.id AND descendant_id = $2)
        ORDER BY m.id DESC LIMIT 1`,
      [members, moved, root],
    );
    await t.db.query('UPDATE members SET upline_id = $1 WHERE id = $2', [outside.rows[0]!.id, moved]);
    await check();
    await runTeamStatsFold({ db: t.db });
    await check();
    expect((await t.db.query('SELECT 1 FROM team_size_deltas')).rowCount).toBe(0);
  }, 120_000);

  it('reads the folded counts through the agent-keyed indexes, never the members', async () => {
    const agent = (await createTestMember(t.db, { type: 1 })).memberId;
    await t.db.query('ANALYZE');
    await t.db.tx(async (tx) => {
      // The test tables are small, where a sequential scan is cheaper; forbidding it shows an
      // index answers each part keyed by the agent.
      await tx.query('SET LOCAL enable_seqscan = off');
      const plan = async (sql: string) =>
        (await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, [agent]))
          .rows.map((r) => r['QUERY PLAN'])
          .join('\n');
      const active = await plan(
        `SELECT sum(members) FROM team_active_days
          WHERE ancestor_id = $1 AND day BETWEEN '2026-10-01' AND '2026-10-30' AND prev_day < '2026-10-01'`,
      );
      expect(active).toMatch(/Index (Only )?Scan using team_active_days_pkey/);
      expect(active).not.toMatch(/Seq Scan/);
      const size = await plan('SELECT total FROM team_sizes WHERE ancestor_id = $1');
      expect(size).toMatch(/Index Scan using team_sizes_pkey/);
      const deltas = await plan('SELECT total FROM team_size_deltas WHERE ancestor_id = $1');
      expect(deltas).toMatch(/team_size_deltas_ancestor/);
    });
  });
});
