import type { SaveRegisterFieldRequest } from '@wl/contract/settings/ops-settings';
import type { WhitelabelNode } from '@wl/contract/system/whitelabel';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { byOperator, insertAudit } from '../audit/audit-store';

/**
 * Back-office changes to a merchant's configuration columns (JSON edited by operators): the
 * row is locked, the change applied to what is stored now, written back with an audit entry
 * holding the changed part before and after. Callers then drop the merchant cache.
 */
type Column = 'settings' | 'whitelabel' | 'register_config' | 'status_config';

export interface SettingsChange {
  db: Db;
  merchantId: bigint;
  operatorId: bigint;
  ip: string | null;
}

async function changeColumn<T, Part>(
  c: SettingsChange,
  column: Column,
  action: string,
  apply: (current: T) => { next: T; before: Part; after: Part },
): Promise<Part> {
  return c.db.tx(async (tx) => {
    const r = await tx.query<{ value: T }>(
      `SELECT ${column} AS value FROM merchants WHERE id = $1 FOR UPDATE`,
      [c.merchantId],
    );
    if (!r.rows[0]) throw new AppError('not_found');
    const { next, before, after } = apply(r.rows[0].value);
    await tx.query(`UPDATE merchants SET ${column} = $2::jsonb WHERE id = $1`, [
      c.merchantId,
      JSON.stringify(next),
    ]);
    await insertAudit(tx, {
      merchantId: c.merchantId,
      ...byOperator(c.operatorId),
      action,
      subjectType: 'merchant_settings',
      subjectId: column,
      before,
      after,
      ip: c.ip,
    });
    return after;
  });
}

type Json = Record<string, unknown>;
const objectOf = (v: unknown): Json => (typeof v === 'object' && v !== null ? (v as Json) : {});
const pick = (o: Json, keys: string[]) => Object.fromEntries(keys.map((k) => [k, o[k] ?? null]));

/** Replaces one registration field's rule; its `type` (how the form renders it) is kept. */
export function saveRegisterField(
  c: SettingsChange,
  field: string,
  rule: SaveRegisterFieldRequest,
) {
  return changeColumn<Json, unknown>(c, 'register_config', 'register_field_saved', (current) => {
    const all = objectOf(current);
    const old = objectOf(all[field]);
    const next = { ...old, ...rule };
    return {
      next: { ...all, [field]: next },
      before: all[field] ?? null,
      after: { field, ...next },
    };
  });
}

/** Sets switches of the module tree by modId; a name the tree does not have is refused. */
export function saveSwitches(c: SettingsChange, switches: Record<string, boolean>) {
  return changeColumn<WhitelabelNode[], Record<string, string>>(
    c,
    'whitelabel',
    'switches_saved',
    (current) => {
      const before: Record<string, string> = {};
      const walk = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
        nodes.map((n) => {
          const wanted = switches[n.modId];
          if (wanted === undefined) return { ...n, childrenNodes: walk(n.childrenNodes ?? []) };
          before[n.modId] = n.enabled;
          return { ...n, enabled: wanted ? '1' : '0', childrenNodes: walk(n.childrenNodes ?? []) };
        });
      const next = walk(Array.isArray(current) ? current : []);
      if (Object.keys(before).length !== Object.keys(switches).length) {
        throw new AppError('request_param_err');
      }
      const after = Object.fromEntries(
        Object.entries(switches).map(([id, on]) => [id, on ? '1' : '0']),
      );
      return { next, before, after };
    },
  );
}

/** Keys of status_config (maintenance, region) or settings (languages) set as one change. */
export function saveConfigKeys(
  c: SettingsChange,
  column: 'status_config' | 'settings',
  action: string,
  values: Json,
) {
  return changeColumn<Json, Json>(c, column, action, (current) => {
    const all = objectOf(current);
    const keys = Object.keys(values);
    return { next: { ...all, ...values }, before: pick(all, keys), after: values };
  });
}
