/**
 * The agent centre's team overview (issue 10): an agent with 100,000 members in its team and
 * 1,000,000 bets over the past 30 days, each bet written through the real triggers and folded
 * by the real job (ADR 0013). Measured as the p95 of sequential overview calls over HTTP,
 * beside the p95 of a plain indexed SELECT of one member measured in the same run. The target
 * is p95 ≤ 200 ms. The data is made set-based (generate_series), not row by row from Node.
 */
import { performance } from 'node:perf_hooks';
import type { Db } from '../../apps/server/src/db/db';
import { openPgDb } from '../../apps/server/src/db/pg-db';
import { runTeamStatsFold } from '../../apps/server/src/modules/agent-team/fold-team-stats';
import { createTestMember } from '../../apps/server/src/modules/ledger/test-support';
import type { BenchCase } from '../lib/bench-case';
import { p95 } from '../lib/percentile';

const TEAM = 100_000;
const SUB_AGENTS = 1_000;
const BETS = 1_000_000;
const CALLS = 60;
const TARGET_MS = 200;

async function makeTeam(db: Db, agentId: bigint, merchantId: bigint, tag: string) {
  // 1,000 sub-agents below the agent, the other 99,000 players spread below them.
  await db.query(
    `INSERT INTO members (merchant_id, username, type, upline_id)
     SELECT $1, $3 || 'a' || g, 1, $2 FROM generate_series(1, $4) g`,
    [merchantId, agentId, tag, SUB_AGENTS],
  );
  await db.query(
    `WITH subs AS (SELECT array_agg(id ORDER BY id) AS ids FROM members
                    WHERE upline_id = $2 AND type = 1)
     INSERT INTO members (merchant_id, username, type, upline_id)
     SELECT $1, $3 || 'p' || g, 0, subs.ids[1 + g % $4] FROM subs, generate_series(1, $5) g`,
    [merchantId, agentId, tag, SUB_AGENTS, TEAM - SUB_AGENTS],
  );
}

async function makeBets(db: Db, agentId: bigint, merchantId: bigint) {
  await db.query(
    `WITH team AS (SELECT array_agg(descendant_id) AS ids FROM member_tree
                    WHERE ancestor_id = $1 AND depth > 0)
     INSERT INTO bet_rounds (merchant_id, member_id, vendor_code, round_id, game_code, currency,
                             stake_minor, payout_minor, status, started_at, settled_at)
     SELECT $2, team.ids[1 + ((g::int8 * 7919) % $3)::int], 'HOUSE', 'bench-' || g, 'lucky-sevens', 'PHP',
            100 + g % 900, CASE WHEN g % 3 = 0 THEN 250 + g % 1500 ELSE 0 END, 'settled',
            now() - (g % 30) * interval '1 day', now()
       FROM team, generate_series(1, $4) g`,
    [agentId, merchantId, TEAM, BETS],
  );
}

export const teamOverview: BenchCase = {
  name: 'team overview (100k team, 1M bets)',
  async run(ctx) {
    if (!ctx.databaseUrl) return null;
    const db = openPgDb(ctx.databaseUrl, { max: 2 });
    try {
      const tag = `bt${Date.now().toString(36)}`;
      const agent = await createTestMember(db, { username: `${tag}agent`, type: 1 });
      const started = performance.now();
      await makeTeam(db, agent.memberId, agent.merchantId, tag);
      await makeBets(db, agent.memberId, agent.merchantId);
      await runTeamStatsFold({ db });
      await db.query('ANALYZE');
      console.log(`  team data made in ${((performance.now() - started) / 1000).toFixed(1)} s`);

      const url = `http://127.0.0.1:${ctx.platformPort}/wps/relay/ODSFE2_getTeamOverviewSum?quick=last30days`;
      const overview: number[] = [];
      let last: unknown = null;
      for (let i = 0; i < CALLS; i++) {
        const t0 = performance.now();
        const r = await fetch(url, { headers: agent.headers });
        last = await r.json();
        overview.push(performance.now() - t0);
      }
      const v = (last as { success: boolean; value: { teamSize: number; betCount: number } }).value;
      if (v.teamSize !== TEAM || v.betCount !== BETS) {
        throw new Error(`team overview answered ${JSON.stringify(v).slice(0, 200)}`);
      }
      const plain: number[] = [];
      for (let i = 0; i < CALLS; i++) {
        const t0 = performance.now();
        await db.query('SELECT id, username, type FROM members WHERE id = $1', [agent.memberId]);
        plain.push(performance.now() - t0);
      }
      const ours = p95(overview);
      console.log(
        `  overview p95 ${ours.toFixed(1)} ms (target ≤ ${TARGET_MS}: ${ours <= TARGET_MS ? 'met' : 'NOT met'}),` +
          ` indexed SELECT p95 ${p95(plain).toFixed(2)} ms`,
      );
      return {
        value: ours,
        baseline: p95(plain),
        unit: 'p95 ms vs indexed SELECT of one member',
        goal: { max: TARGET_MS },
      };
    } finally {
      await db.close();
    }
  },
};
