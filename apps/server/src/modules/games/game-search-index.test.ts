import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { gameListStatements } from './games-store';

/**
 * The name search must be answered from the trigram index, not a scan of the catalogue: the
 * planner's own choice on the seeded ~3,000 games (no planner settings changed).
 */
describe('game name search plan', () => {
  const t = useTestApp();

  interface PlanNode {
    'Node Type': string;
    'Relation Name'?: string;
    'Index Name'?: string;
    Plans?: PlanNode[];
  }
  const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

  async function plan(text: string, params: readonly unknown[]) {
    const r = await t.db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${text}`, params);
    const raw = r.rows[0]?.['QUERY PLAN'];
    const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
    return nodes(parsed[0].Plan);
  }

  it('uses the trigram index for the count and the page of a name search', async () => {
    const m = await t.db.query<{ id: bigint }>(`SELECT id FROM merchants WHERE code = 'DEMO'`);
    const statements = gameListStatements(
      { merchantId: m.rows[0]!.id, nameContains: 'phoenix' },
      { limit: 15, offset: 0 },
    );
    for (const s of [statements.count, statements.page]) {
      const all = await plan(s.text, s.params);
      expect(all.map((n) => n['Index Name'])).toContain('games_search_name');
      const scans = all.filter(
        (n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'games',
      );
      expect(scans).toEqual([]);
    }
  });
});
