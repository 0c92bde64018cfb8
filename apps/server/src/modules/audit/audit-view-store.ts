import type { ListAuditQuery } from '@wl/contract/audit/list-audit';
import type { Sql } from '../../db/db';

interface Row {
  id: bigint;
  actor_type: 'member' | 'operator' | 'system' | 'vendor' | 'visitor';
  actor_id: string | null;
  actor_name: string | null;
  action: string;
  subject_type: string | null;
  subject_id: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  created_at: Date;
  total: bigint;
}

/**
 * A page of one merchant's audit log, newest first. The actor's user name is looked up per
 * returned row (operators and members are the only actors with names).
 */
export async function selectAuditPage(sql: Sql, merchantId: bigint, q: ListAuditQuery) {
  const where = ['a.merchant_id = $1'];
  const params: unknown[] = [merchantId];
  const add = (clause: string, value: unknown) => {
    params.push(value);
    where.push(clause.replace('?', `$${params.length}`));
  };
  if (q.actorType) add('a.actor_type = ?', q.actorType);
  if (q.actorId) add('a.actor_id = ?', q.actorId);
  if (q.action) add('a.action = ?', q.action);
  if (q.subjectType) add('a.subject_type = ?', q.subjectType);
  if (q.subjectId) add('a.subject_id = ?', q.subjectId);
  if (q.ip) add('a.ip = ?', q.ip);
  if (q.startTime !== undefined)
    add('a.created_at >= to_timestamp(?::double precision / 1000)', q.startTime);
  if (q.endTime !== undefined)
    add('a.created_at < to_timestamp(?::double precision / 1000)', q.endTime);
  params.push(q.pageSize, (q.pageNo - 1) * q.pageSize);
  const r = await sql.query<Row>(
    `SELECT a.*, count(*) OVER () AS total,
            CASE WHEN a.actor_id !~ '^[0-9]{1,18}$' THEN NULL
                 WHEN a.actor_type = 'operator'
                   THEN (SELECT o.username FROM operators o WHERE o.id = a.actor_id::bigint)
                 WHEN a.actor_type = 'member'
                   THEN (SELECT m.username FROM members m WHERE m.id = a.actor_id::bigint)
            END AS actor_name
       FROM audit_log a
      WHERE ${where.join(' AND ')}
      ORDER BY a.created_at DESC, a.id DESC
      LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return {
    total: Number(r.rows[0]?.total ?? 0),
    list: r.rows.map((row) => ({
      id: String(row.id),
      actorType: row.actor_type,
      actorId: row.actor_id,
      actorName: row.actor_name,
      action: row.action,
      subjectType: row.subject_type,
      subjectId: row.subject_id,
      before: row.before,
      after: row.after,
      ip: row.ip,
      createdAt: new Date(row.created_at).getTime(),
    })),
  };
}
