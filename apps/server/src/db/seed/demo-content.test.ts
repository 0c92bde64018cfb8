import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { seed } from './seed';

describe('demo content seed', () => {
  const t = useTestApp();

  async function counts() {
    const r = await t.db.query<Record<string, bigint>>(
      `SELECT (SELECT count(*) FROM banners) AS banners, (SELECT count(*) FROM notices) AS notices,
         (SELECT count(*) FROM help_entries) AS help,
         (SELECT count(*) FROM merchant_domains) AS domains`,
    );
    return r.rows[0];
  }

  it('can run again without duplicating or changing anything', async () => {
    const before = await counts();
    const settings = await t.db.query('SELECT settings, whitelabel, status_config FROM merchants');
    await seed(t.db, { APP_ENV: 'test' });
    expect(await counts()).toEqual(before);
    expect(
      (await t.db.query('SELECT settings, whitelabel, status_config FROM merchants')).rows,
    ).toEqual(settings.rows);
  });

  it('seeds TW and EN versions of every banner, notice and help item', async () => {
    const r = await t.db.query<{ t: string; langs: string }>(
      `SELECT t, string_agg(DISTINCT lang, ',' ORDER BY lang) AS langs FROM (
         SELECT 'b' AS t, banner_key AS k, lang FROM banners
         UNION ALL SELECT 'n', notice_key, lang FROM notices
         UNION ALL SELECT 'h', entry_key, lang FROM help_entries) x
       GROUP BY t, k`,
    );
    expect(r.rows.length).toBeGreaterThan(30);
    for (const row of r.rows) expect(row.langs).toBe('EN,TW');
  });

  it('maps localhost to the demo merchant', async () => {
    const r = await t.db.query<{ code: string }>(
      `SELECT m.code FROM merchant_domains d JOIN merchants m ON m.id = d.merchant_id
       WHERE d.domain = 'localhost'`,
    );
    expect(r.rows).toEqual([{ code: 'DEMO' }]);
  });
});
