import type { OperatorRole } from '@wl/contract/operators/roles';
import { sqlState, type Db, type Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import { byOperator, insertAudit } from '../audit/audit-store';
import { hashPassword } from '../auth/password-hash';
import {
  insertOperatorAccount,
  revokeOperatorSessions,
  selectOperatorAccounts,
  setTotpEnabled,
  updateOperatorAccount,
} from './operator-account-store';
import { selectOperatorById, type OperatorRecord } from './operator-store';

/** Operator accounts as admins keep them; every change is audited with before → after. */

export async function listOperators(options: {
  db: Db;
  merchantId: bigint;
  pageNo: number;
  pageSize: number;
}) {
  const { total, list } = await selectOperatorAccounts(options.db, options);
  return { list, total, totalPages: Math.ceil(total / options.pageSize), pageNum: options.pageNo };
}

interface Actor {
  merchantId: bigint;
  operatorId: bigint;
  ip: string | null;
}

const view = (o: Pick<OperatorRecord, 'role' | 'status' | 'totpEnabled'>) => ({
  role: o.role,
  status: o.status,
  totpEnabled: o.totpEnabled,
});

export async function addOperator(options: {
  db: Db;
  actor: Actor;
  username: string;
  password: string;
  role: OperatorRole;
}) {
  const { db, actor } = options;
  const passwordHash = await hashPassword(options.password);
  const id = await db
    .tx(async (tx) => {
      const newId = await insertOperatorAccount(tx, {
        merchantId: actor.merchantId,
        username: options.username,
        passwordHash,
        role: options.role,
      });
      await audit(tx, actor, 'operator_created', newId, null, {
        username: options.username,
        role: options.role,
        status: 'active',
      });
      return newId;
    })
    .catch((error: unknown) => {
      if (sqlState(error) === '23505') throw new AppError('operator_username_taken');
      throw error;
    });
  return { id: Number(id) };
}

/** Role or status; the operator's open sessions end so the change applies at once. */
export async function changeOperator(options: {
  db: Db;
  actor: Actor;
  operatorId: bigint;
  role?: OperatorRole | undefined;
  status?: 'active' | 'disabled' | undefined;
}) {
  const { db, actor } = options;
  if (options.operatorId === actor.operatorId) throw new AppError('operator_self_change');
  const before = await selectOperatorById(db, actor.merchantId, options.operatorId);
  if (!before) throw new AppError('operator_not_found');
  await db.tx(async (tx) => {
    await updateOperatorAccount(tx, before.id, options);
    await revokeOperatorSessions(tx, before.id);
    const after = { ...view(before), role: options.role ?? before.role };
    after.status = options.status ?? before.status;
    await audit(tx, actor, 'operator_changed', before.id, view(before), after);
  });
  return { ok: true };
}

/** For a lost phone: the operator sets up a new authenticator at their next login. */
export async function resetOperatorSecondFactor(options: {
  db: Db;
  actor: Actor;
  operatorId: bigint;
}) {
  const { db, actor } = options;
  const before = await selectOperatorById(db, actor.merchantId, options.operatorId);
  if (!before) throw new AppError('operator_not_found');
  await db.tx(async (tx) => {
    await setTotpEnabled(tx, before.id, false, null);
    await revokeOperatorSessions(tx, before.id);
    await audit(tx, actor, 'operator_totp_reset', before.id, view(before), {
      ...view(before),
      totpEnabled: false,
    });
  });
  return { ok: true };
}

async function audit(
  tx: Sql,
  actor: Actor,
  action: string,
  subjectId: bigint,
  before: unknown,
  after: unknown,
) {
  await insertAudit(tx, {
    merchantId: actor.merchantId,
    ...byOperator(actor.operatorId),
    action,
    subjectType: 'operator',
    subjectId: String(subjectId),
    before,
    after,
    ip: actor.ip,
  });
}
