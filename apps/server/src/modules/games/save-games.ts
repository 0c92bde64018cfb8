import type { SaveGameRequest } from '@wl/contract/games/ops-games';
import type { Db, Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import { byOperator, insertAudit } from '../audit/audit-store';
import { amountMinor } from '../cashier/money-edge';
import { lockRow, type GameAdminRow } from './games-admin-store';

/**
 * Back-office changes to vendors, their integrations and games: the row is locked, updated and
 * the changed columns written to the audit log before → after, in one transaction. A vendor's
 * secret is write-only: the audit notes that it changed, never its value.
 */
export interface GamesChange {
  db: Db;
  merchantId: bigint;
  operatorId: bigint;
  ip: string | null;
}

async function change<Row extends Record<string, unknown>>(
  c: GamesChange,
  target: {
    table: 'games' | 'game_vendors' | 'vendor_integrations';
    where: string;
    args: unknown[];
    action: string;
    subject: string;
  },
  columns: Record<string, unknown>,
  /** What the audit shows of a value (the secret is masked). */
  shown: (column: string, value: unknown) => unknown = (_c, v) => v,
): Promise<Row> {
  return c.db.tx(async (tx: Sql) => {
    const before = await lockRow<Row>(tx, target.table, target.where, target.args);
    if (!before) throw new AppError('not_found');
    const names = Object.keys(columns);
    const sets = names.map((n, i) => `${n} = $${target.args.length + i + 1}`).join(', ');
    const r = await tx.query<Row>(
      `UPDATE ${target.table} SET ${sets} WHERE ${target.where} RETURNING *`,
      [...target.args, ...names.map((n) => columns[n])],
    );
    const pick = (row: Row) => Object.fromEntries(names.map((n) => [n, shown(n, row[n])]));
    await insertAudit(tx, {
      merchantId: c.merchantId,
      ...byOperator(c.operatorId),
      action: target.action,
      subjectType: target.table,
      subjectId: target.subject,
      before: pick(before),
      after: pick(r.rows[0]!),
      ip: c.ip,
    });
    return r.rows[0]!;
  });
}

export function saveVendor(
  c: GamesChange,
  id: bigint,
  v: { enabled: boolean; isHot: boolean; sort: number; displayName: string },
) {
  return change(
    c,
    {
      table: 'game_vendors',
      where: 'id = $1 AND merchant_id = $2',
      args: [id, c.merchantId],
      action: 'game_vendor_saved',
      subject: id.toString(),
    },
    { enabled: v.enabled, is_hot: v.isHot, sort: v.sort, display_name: v.displayName },
  );
}

export function saveIntegration(
  c: GamesChange,
  vendorCode: string,
  v: {
    enabled: boolean;
    walletMode: 'seamless' | 'transfer';
    baseUrl: string | null;
    publicUrl: string | null;
    secret?: string | undefined;
  },
) {
  return change(
    c,
    {
      table: 'vendor_integrations',
      where: 'merchant_id = $1 AND vendor_code = $2',
      args: [c.merchantId, vendorCode],
      action: 'vendor_integration_saved',
      subject: vendorCode,
    },
    {
      enabled: v.enabled,
      wallet_mode: v.walletMode,
      base_url: v.baseUrl,
      public_url: v.publicUrl,
      ...(v.secret !== undefined ? { secret: v.secret } : {}),
    },
    (column, value) => (column === 'secret' ? '(secret)' : value),
  );
}

export function saveGame(c: GamesChange, id: bigint, g: SaveGameRequest, currency: string) {
  const minBet = amountMinor(g.minBet, currency);
  return change<GameAdminRow & Record<string, unknown>>(
    c,
    {
      table: 'games',
      where: 'id = $1 AND merchant_id = $2',
      args: [id, c.merchantId],
      action: 'game_saved',
      subject: id.toString(),
    },
    {
      enabled: g.enabled,
      is_hot: g.isHot,
      is_new: g.isNew,
      sort: g.sort,
      classify: g.classify,
      min_bet_minor: minBet,
    },
  );
}
