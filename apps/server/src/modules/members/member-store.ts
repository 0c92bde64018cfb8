import type { Sql } from '../../db/db';
import { noteMissionActivity } from '../missions/note-mission-activity';
import { TRIAL_TYPE, type MemberRecord } from './member-record';

const COLUMNS = `id, merchant_id, username, type, status, password_hash, payment_password_hash,
  password_changed_at, last_login_at, nickname, upline_id, mobile, country_dialing_code, email,
  payee_name, affiliate_code, language, avatar, avatar_type, club_label_name, club_rank_level,
  member_labels, member_label_color, totp_secret, totp_enabled, totp_last_step,
  demo_balance_minor, must_change_password, created_at`;

type Row = {
  id: bigint;
  merchant_id: bigint;
  username: string;
  type: number;
  status: MemberRecord['status'];
  password_hash: string | null;
  payment_password_hash: string | null;
  password_changed_at: Date | null;
  last_login_at: Date | null;
  nickname: string | null;
  upline_id: bigint | null;
  mobile: string | null;
  country_dialing_code: string | null;
  email: string | null;
  payee_name: string | null;
  affiliate_code: string | null;
  language: string | null;
  avatar: string;
  avatar_type: string;
  club_label_name: string | null;
  club_rank_level: number;
  member_labels: string[];
  member_label_color: string | null;
  totp_secret: string | null;
  totp_enabled: boolean;
  totp_last_step: bigint | null;
  demo_balance_minor: bigint | null;
  must_change_password: boolean;
  created_at: Date;
};

function toRecord(r: Row): MemberRecord {
  return {
    id: r.id,
    merchantId: r.merchant_id,
    username: r.username,
    type: r.type,
    status: r.status,
    passwordHash: r.password_hash,
    paymentPasswordHash: r.payment_password_hash,
    passwordChangedAt: r.password_changed_at,
    lastLoginAt: r.last_login_at,
    nickname: r.nickname,
    uplineId: r.upline_id,
    mobile: r.mobile,
    countryDialingCode: r.country_dialing_code,
    email: r.email,
    payeeName: r.payee_name,
    affiliateCode: r.affiliate_code,
    language: r.language,
    avatar: r.avatar,
    avatarType: r.avatar_type,
    clubLabelName: r.club_label_name,
    clubRankLevel: r.club_rank_level,
    memberLabels: r.member_labels ?? [],
    memberLabelColor: r.member_label_color,
    totpSecret: r.totp_secret,
    totpEnabled: r.totp_enabled,
    totpLastStep: r.totp_last_step,
    demoBalanceMinor: r.demo_balance_minor,
    mustChangePassword: r.must_change_password,
    createdAt: r.created_at,
  };
}

async function one(sql: Sql, where: string, params: unknown[]): Promise<MemberRecord | null> {
  const r = await sql.query<Row>(`SELECT ${COLUMNS} FROM members WHERE ${where}`, params);
  return r.rows[0] ? toRecord(r.rows[0]) : null;
}

export const selectMemberById = (sql: Sql, id: bigint) => one(sql, 'id = $1', [id]);

export const selectMemberByUsername = (sql: Sql, merchantId: bigint, username: string) =>
  one(sql, 'merchant_id = $1 AND lower(username) = lower($2)', [merchantId, username]);

export const selectMemberByMobile = (
  sql: Sql,
  merchantId: bigint,
  dialingCode: string,
  mobile: string,
) =>
  one(sql, 'merchant_id = $1 AND country_dialing_code = $2 AND mobile = $3', [
    merchantId,
    dialingCode,
    mobile,
  ]);

export const selectMemberByIdentity = (
  sql: Sql,
  merchantId: bigint,
  provider: string,
  subject: string,
) =>
  one(
    sql,
    `id = (SELECT member_id FROM member_identities
            WHERE merchant_id = $1 AND provider = $2 AND subject = $3)`,
    [merchantId, provider, subject],
  );

export interface NewMember {
  merchantId: bigint;
  username: string;
  type: number;
  passwordHash: string | null;
  paymentPasswordHash: string | null;
  uplineId: bigint | null;
  mobile: string | null;
  countryDialingCode: string | null;
  profile: Partial<
    Record<
      | 'email'
      | 'payee_name'
      | 'qq_num'
      | 'line'
      | 'whatsapp'
      | 'facebook'
      | 'wechat'
      | 'id_number'
      | 'recommender_id'
      | 'register_ip'
      | 'register_url'
      | 'nickname'
      | 'affiliate_code'
      | 'language',
      string | null
    >
  >;
  demoBalanceMinor: bigint | null;
  /** The agent's invitation code the member registered with (ADR 0026). */
  inviteCodeId?: bigint | null;
}

/** Inserts a member; a duplicate name or number surfaces as the unique violation (23505). */
export async function insertMember(sql: Sql, m: NewMember): Promise<bigint> {
  const profileColumns = Object.keys(m.profile);
  const columns = [
    'merchant_id',
    'username',
    'type',
    'password_hash',
    'payment_password_hash',
    'upline_id',
    'mobile',
    'country_dialing_code',
    'demo_balance_minor',
    'password_changed_at',
    'invite_code_id',
    ...profileColumns,
  ];
  const values = [
    m.merchantId,
    m.username,
    m.type,
    m.passwordHash,
    m.paymentPasswordHash,
    m.uplineId,
    m.mobile,
    m.countryDialingCode,
    m.demoBalanceMinor,
    m.passwordHash ? new Date() : null,
    m.inviteCodeId ?? null,
    ...profileColumns.map((c) => m.profile[c as keyof NewMember['profile']] ?? null),
  ];
  const placeholders = values.map((_, i) => `$${i + 1}`).join(', ');
  const r = await sql.query<{ id: bigint }>(
    `INSERT INTO members (${columns.join(', ')}) VALUES (${placeholders}) RETURNING id`,
    values,
  );
  // A friend joined under the upline: their invite missions may have moved.
  if (m.uplineId !== null && m.type !== TRIAL_TYPE) await noteMissionActivity(sql, m.uplineId);
  return r.rows[0]!.id;
}

export async function updatePasswordHash(sql: Sql, memberId: bigint, hash: string): Promise<void> {
  await sql.query(
    // A password the member sets clears an operator's forced-change mark.
    `UPDATE members SET password_hash = $2, password_changed_at = now(),
            must_change_password = false WHERE id = $1`,
    [memberId, hash],
  );
}

export async function updatePaymentPasswordHash(sql: Sql, memberId: bigint, hash: string) {
  await sql.query('UPDATE members SET payment_password_hash = $2 WHERE id = $1', [memberId, hash]);
}

/** Marks a completed login; answers whether it was the member's first. */
export async function markLoggedIn(sql: Sql, memberId: bigint): Promise<boolean> {
  const r = await sql.query<{ first: boolean }>(
    `WITH before AS (SELECT last_login_at FROM members WHERE id = $1)
     UPDATE members SET last_login_at = now() WHERE id = $1
     RETURNING (SELECT last_login_at IS NULL FROM before) AS first`,
    [memberId],
  );
  return r.rows[0]?.first ?? false;
}

export async function updateLanguage(sql: Sql, memberId: bigint, language: string) {
  await sql.query('UPDATE members SET language = $2 WHERE id = $1', [memberId, language]);
}

export async function updateTotp(
  sql: Sql,
  memberId: bigint,
  fields: { secret?: string | null; enabled?: boolean; lastStep?: bigint | null },
): Promise<void> {
  await sql.query(
    `UPDATE members SET
       totp_secret = CASE WHEN $2 THEN $3 ELSE totp_secret END,
       totp_enabled = COALESCE($4, totp_enabled),
       totp_last_step = CASE WHEN $5 THEN $6::bigint ELSE totp_last_step END
     WHERE id = $1`,
    [
      memberId,
      'secret' in fields,
      fields.secret ?? null,
      fields.enabled ?? null,
      'lastStep' in fields,
      fields.lastStep ?? null,
    ],
  );
}

/** Claims a TOTP step: false when that step (or a later one) was already used. */
export async function claimTotpStep(sql: Sql, memberId: bigint, step: bigint): Promise<boolean> {
  const r = await sql.query(
    `UPDATE members SET totp_last_step = $2
      WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2)`,
    [memberId, step],
  );
  return r.rowCount > 0;
}

export async function insertIdentity(
  sql: Sql,
  i: {
    merchantId: bigint;
    provider: string;
    subject: string;
    memberId: bigint;
    email: string | null;
  },
): Promise<void> {
  await sql.query(
    `INSERT INTO member_identities (merchant_id, provider, subject, member_id, email)
     VALUES ($1, $2, $3, $4, $5)`,
    [i.merchantId, i.provider, i.subject, i.memberId, i.email],
  );
}
