import type { Sql } from '../../db/db';

/** SQL of promotion applications and their images (migration 0701). */

export interface Application {
  id: bigint;
  promotionId: bigint;
  memberId: bigint;
  remark: string;
  status: 'applying' | 'approved' | 'rejected';
  amountMinor: bigint | null;
  reason: string | null;
  reviewedBy: bigint | null;
  reviewedAt: Date | null;
  createdAt: Date;
  images: { position: number; storageKey: string; contentType: string }[];
}

type Row = Record<string, unknown>;

const SELECT = `SELECT a.*, coalesce((SELECT json_agg(json_build_object(
    'position', i.position, 'storageKey', i.storage_key, 'contentType', i.content_type)
    ORDER BY i.position) FROM promotion_application_images i WHERE i.application_id = a.id),
    '[]'::json) AS images
  FROM promotion_applications a`;

function toApplication(r: Row): Application {
  return {
    id: BigInt(r.id as bigint),
    promotionId: BigInt(r.promotion_id as bigint),
    memberId: BigInt(r.member_id as bigint),
    remark: r.remark as string,
    status: r.status as Application['status'],
    amountMinor: r.amount_minor === null ? null : BigInt(r.amount_minor as bigint),
    reason: (r.reason as string | null) ?? null,
    reviewedBy: r.reviewed_by === null ? null : BigInt(r.reviewed_by as bigint),
    reviewedAt: r.reviewed_at ? new Date(r.reviewed_at as Date) : null,
    createdAt: new Date(r.created_at as Date),
    images: r.images as Application['images'],
  };
}

/** Inserts an application; null when the member already has a live one for the promotion. */
export async function insertApplication(
  sql: Sql,
  a: { promotionId: bigint; memberId: bigint; remark: string },
): Promise<bigint | null> {
  const r = await sql.query<{ id: bigint }>(
    `INSERT INTO promotion_applications (promotion_id, member_id, remark) VALUES ($1, $2, $3)
     ON CONFLICT (promotion_id, member_id) WHERE status <> 'rejected' DO NOTHING RETURNING id`,
    [a.promotionId, a.memberId, a.remark],
  );
  return r.rows[0]?.id ?? null;
}

export async function insertApplicationImage(
  sql: Sql,
  i: {
    applicationId: bigint;
    position: number;
    storageKey: string;
    contentType: string;
    sizeBytes: number;
  },
): Promise<void> {
  await sql.query(
    `INSERT INTO promotion_application_images
       (application_id, position, storage_key, content_type, size_bytes)
     VALUES ($1, $2, $3, $4, $5)`,
    [i.applicationId, i.position, i.storageKey, i.contentType, i.sizeBytes],
  );
}

export async function findApplication(
  sql: Sql,
  id: bigint,
  options: { lock?: boolean } = {},
): Promise<Application | null> {
  if (options.lock)
    await sql.query('SELECT 1 FROM promotion_applications WHERE id = $1 FOR UPDATE', [id]);
  const r = await sql.query(`${SELECT} WHERE a.id = $1`, [id]);
  return r.rows[0] ? toApplication(r.rows[0]) : null;
}

export async function listApplications(
  sql: Sql,
  filter: { memberId?: bigint; merchantId?: bigint; status?: Application['status']; limit: number },
): Promise<Application[]> {
  const r = await sql.query(
    `${SELECT}
      WHERE ($1::bigint IS NULL OR a.member_id = $1)
        AND ($2::bigint IS NULL OR a.promotion_id IN
              (SELECT id FROM promotions WHERE merchant_id = $2))
        AND ($3::text IS NULL OR a.status = $3)
      ORDER BY a.created_at DESC, a.id DESC LIMIT $4`,
    [filter.memberId ?? null, filter.merchantId ?? null, filter.status ?? null, filter.limit],
  );
  return r.rows.map(toApplication);
}

export async function decideApplication(
  sql: Sql,
  id: bigint,
  d: {
    status: 'approved' | 'rejected';
    amountMinor: bigint | null;
    reason: string | null;
    operatorId: bigint;
    at: Date;
  },
): Promise<void> {
  await sql.query(
    `UPDATE promotion_applications
        SET status = $2, amount_minor = $3, reason = $4, reviewed_by = $5, reviewed_at = $6
      WHERE id = $1 AND status = 'applying'`,
    [id, d.status, d.amountMinor, d.reason, d.operatorId, d.at],
  );
}
