import type { Sql } from '../db/db';

/**
 * Fixed-window counters in PostgreSQL, so every API node counts against the same numbers.
 * One statement per hit: it starts a new window when the old one has ended.
 */
export async function countHit(
  sql: Sql,
  key: string,
  nowMs: number,
  windowMs: number,
): Promise<{ hits: number; windowEndsAtMs: number }> {
  const r = await sql.query<{ hits: number; window_ends_at: Date }>(
    `INSERT INTO rate_limit_counters AS c (key, hits, window_ends_at)
     VALUES ($1, 1, to_timestamp($2::double precision / 1000))
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN c.window_ends_at <= to_timestamp($3::double precision / 1000)
                   THEN 1 ELSE c.hits + 1 END,
       window_ends_at = CASE WHEN c.window_ends_at <= to_timestamp($3::double precision / 1000)
                   THEN EXCLUDED.window_ends_at ELSE c.window_ends_at END
     RETURNING hits, window_ends_at`,
    [key, nowMs + windowMs, nowMs],
  );
  const row = r.rows[0]!;
  return { hits: row.hits, windowEndsAtMs: row.window_ends_at.getTime() };
}

/** Counters whose window ended a day ago are of no use to anyone. */
export async function deleteOldCounters(sql: Sql, nowMs: number): Promise<void> {
  await sql.query(
    `DELETE FROM rate_limit_counters
      WHERE window_ends_at < to_timestamp($1::double precision / 1000) - interval '1 day'`,
    [nowMs],
  );
}
