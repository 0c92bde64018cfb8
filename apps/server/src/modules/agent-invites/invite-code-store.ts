import type { Sql } from '../../db/db';
import type { ContractKind } from '../contracts/contract-store';
import { tiersFromJson, tiersToJson } from '../contracts/contract-store';
import type { ContractPeriod } from '../contracts/periods';
import type { Tier } from '../contracts/settlement-math';

/** SQL of invitation codes (ADR 0026): the only file that reads or writes agent_invite_codes. */
export type AccountType = 'agent' | 'player';

/** A contract a code proposes to the newcomer, checked against the agent's own when created. */
export interface InviteOffer {
  kind: ContractKind;
  period: ContractPeriod;
  tiers: Tier[];
}

export interface InviteCodeRecord {
  id: bigint;
  agentId: bigint;
  code: string;
  accountType: AccountType;
  offers: InviteOffer[];
  note: string | null;
  status: 'active' | 'disabled';
  legacy: boolean;
  registered: number;
  createdAt: Date;
}

type Row = {
  id: bigint;
  agent_id: bigint;
  code: string;
  account_type: AccountType;
  offers: { kind: ContractKind; period: ContractPeriod; tiers: unknown }[];
  note: string | null;
  status: 'active' | 'disabled';
  legacy: boolean;
  registered: number;
  created_at: Date;
  total?: number;
};

const fromRow = (r: Row): InviteCodeRecord => ({
  id: r.id,
  agentId: r.agent_id,
  code: r.code,
  accountType: r.account_type,
  offers: r.offers.map((o) => ({ kind: o.kind, period: o.period, tiers: tiersFromJson(o.tiers) })),
  note: r.note,
  status: r.status,
  legacy: r.legacy,
  registered: r.registered,
  createdAt: r.created_at,
});

const offersJson = (offers: readonly InviteOffer[]) =>
  JSON.stringify(
    offers.map((o) => ({
      kind: o.kind,
      period: o.period,
      tiers: JSON.parse(tiersToJson(o.tiers)) as unknown,
    })),
  );

const COLUMNS = `c.id, c.agent_id, c.code, c.account_type, c.offers, c.note, c.status, c.legacy,
  c.created_at,
  (SELECT count(*)::int FROM members m WHERE m.invite_code_id = c.id) AS registered`;

/**
 * The active code spelled so (any letter case) whose agent is an active agent of the
 * merchant: what registration and the affiliate check accept.
 */
export async function selectUsableCode(
  sql: Sql,
  merchantId: bigint,
  code: string,
): Promise<InviteCodeRecord | null> {
  const r = await sql.query<Row>(
    `SELECT ${COLUMNS}
       FROM agent_invite_codes c
       JOIN members a ON a.id = c.agent_id
      WHERE c.merchant_id = $1 AND upper(c.code) = upper($2) AND c.status = 'active'
        AND a.status = 'active' AND a.type IN (1, 2, 41, 42)`,
    [merchantId, code],
  );
  return r.rows[0] ? fromRow(r.rows[0]) : null;
}

export async function selectAgentCodes(
  sql: Sql,
  agentId: bigint,
  page: { limit: number; offset: number },
): Promise<{ rows: InviteCodeRecord[]; total: number }> {
  const r = await sql.query<Row>(
    `SELECT ${COLUMNS}, count(*) OVER ()::int AS total
       FROM agent_invite_codes c
      WHERE c.agent_id = $1
      ORDER BY c.status, c.id DESC
      LIMIT $2 OFFSET $3`,
    [agentId, page.limit, page.offset],
  );
  return { rows: r.rows.map(fromRow), total: r.rows[0]?.total ?? 0 };
}

export async function selectAgentCode(
  sql: Sql,
  agentId: bigint,
  id: bigint,
): Promise<InviteCodeRecord | null> {
  const r = await sql.query<Row>(
    `SELECT ${COLUMNS} FROM agent_invite_codes c WHERE c.id = $2 AND c.agent_id = $1`,
    [agentId, id],
  );
  return r.rows[0] ? fromRow(r.rows[0]) : null;
}

export async function countAgentCodes(sql: Sql, agentId: bigint): Promise<number> {
  const r = await sql.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM agent_invite_codes WHERE agent_id = $1',
    [agentId],
  );
  return r.rows[0]?.n ?? 0;
}

/** Inserts a code; null when the merchant already has a code spelled so. */
export async function insertCode(
  sql: Sql,
  c: {
    merchantId: bigint;
    agentId: bigint;
    code: string;
    accountType: AccountType;
    offers: readonly InviteOffer[];
    note: string | null;
    now: Date;
  },
): Promise<bigint | null> {
  const r = await sql.query<{ id: bigint }>(
    `INSERT INTO agent_invite_codes
            (merchant_id, agent_id, code, account_type, offers, note, created_at, changed_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $7)
     ON CONFLICT (merchant_id, upper(code)) DO NOTHING
     RETURNING id`,
    [c.merchantId, c.agentId, c.code, c.accountType, offersJson(c.offers), c.note, c.now],
  );
  return r.rows[0]?.id ?? null;
}

/** Sets the status of one of the agent's own codes; null when the agent has no such code. */
export async function updateCodeStatus(
  sql: Sql,
  c: { agentId: bigint; id: bigint; status: 'active' | 'disabled'; now: Date },
): Promise<InviteCodeRecord | null> {
  const r = await sql.query<Row>(
    `WITH changed AS (
       UPDATE agent_invite_codes SET status = $3, changed_at = $4
        WHERE id = $2 AND agent_id = $1 RETURNING *)
     SELECT ${COLUMNS} FROM changed c`,
    [c.agentId, c.id, c.status, c.now],
  );
  return r.rows[0] ? fromRow(r.rows[0]) : null;
}
