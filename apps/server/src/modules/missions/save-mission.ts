import { MONEY_MISSION_KINDS, type MissionKind } from '@wl/contract/rewards/missions';
import type { OpsMissionView, SaveMissionRequest } from '@wl/contract/rewards/ops-missions';
import { currencyScale, parseMinor } from '@wl/money/minor-units';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { byOperator, insertAudit } from '../audit/audit-store';
import { money } from '../cashier/money-edge';
import {
  insertMission,
  lockMission,
  updateMission,
  type Mission,
  type MissionInput,
} from './mission-store';

const refuse = (messageKey: string) => new AppError('request_param_err', { messageKey });

/** An amount for money kinds (in minor units), a whole count for the others; above zero. */
function targetOf(kind: MissionKind, target: string | number, currency: string): bigint {
  const text = String(target).trim();
  const value = MONEY_MISSION_KINDS.includes(kind)
    ? parseMinor(text, currencyScale(currency))
    : /^\d{1,9}$/.test(text)
      ? BigInt(text)
      : null;
  if (value === null || value <= 0n) throw refuse('error_amount');
  return value;
}

function inputOf(body: SaveMissionRequest, currency: string): MissionInput {
  const rewardMinor = parseMinor(String(body.reward).trim(), currencyScale(currency));
  if (rewardMinor === null || rewardMinor <= 0n) throw refuse('error_amount');
  return {
    title: body.title,
    titles: body.titles,
    period: body.period,
    kind: body.kind,
    gameType: body.gameType,
    target: targetOf(body.kind, body.target, currency),
    rewardMinor,
    currency,
    active: body.active,
    sort: body.sort,
  };
}

export function opsMissionView(m: Mission): OpsMissionView {
  return {
    id: String(m.id),
    title: m.title,
    titles: m.titles,
    period: m.period,
    kind: m.kind,
    gameType: m.gameType,
    target: MONEY_MISSION_KINDS.includes(m.kind) ? money(m.target, m.currency) : String(m.target),
    reward: money(m.rewardMinor, m.currency),
    active: m.active,
    sort: m.sort,
  };
}

/**
 * Creates a mission (no id) or replaces one; the audit log keeps it before and after. A
 * changed target or reward applies from now on: completions already recorded stay as paid.
 */
export async function saveMission(options: {
  db: Db;
  merchantId: bigint;
  currency: string;
  operatorId: bigint;
  ip: string;
  id: bigint | null;
  body: SaveMissionRequest;
}): Promise<Mission> {
  const { db, merchantId, id } = options;
  const input = inputOf(options.body, options.currency);
  return db.tx(async (tx) => {
    const before = id === null ? null : await lockMission(tx, merchantId, id);
    if (id !== null && !before) throw new AppError('rewards.mission_not_found');
    const saved =
      id === null ? await insertMission(tx, merchantId, input) : await updateMission(tx, id, input);
    await insertAudit(tx, {
      merchantId,
      ...byOperator(options.operatorId),
      action: id === null ? 'missions.mission.create' : 'missions.mission.update',
      subjectType: 'mission',
      subjectId: String(saved.id),
      before: before ? opsMissionView(before) : null,
      after: opsMissionView(saved),
      ip: options.ip,
    });
    return saved;
  });
}
