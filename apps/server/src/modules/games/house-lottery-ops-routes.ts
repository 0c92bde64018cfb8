import type { FastifyInstance } from 'fastify';
import {
  opsLotteryTable,
  saveLotteryLimitsRequest,
  saveLotteryOddsRequest,
  saveLotterySwitchesRequest,
  type OpsLotteryTable,
} from '@wl/contract/games/ops-house-lottery';
import type { BetType, LotteryFamily } from '@wl/contract/lottery/bet-types';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import { byOperator, insertAudit } from '../audit/audit-store';
import { opsRoutes, type OpsActor } from '../operators/ops-route';
import { houseLotteryClient } from './house-lottery-client';

type Change = Partial<{
  odds: Record<string, { win: string; per: string }>;
  switchedOff: BetType[];
  minStakeMinor: string;
  maxStakeMinor: string;
}>;

/** The whole table as the house's set call takes it, from what the house answered. */
function fieldsOf(table: OpsLotteryTable) {
  return {
    odds: Object.fromEntries(table.betTypes.map((b) => [b.betType, { win: b.win, per: b.per }])),
    switchedOff: table.betTypes.filter((b) => !b.enabled).map((b) => b.betType),
    minStakeMinor: table.minStakeMinor,
    maxStakeMinor: table.maxStakeMinor,
  };
}

/**
 * The operator's lottery odds, switches and stake limits (ADR 0040): each PUT reads the
 * family's current table from the house, changes its part, and sends the whole table back —
 * the house checks every bet type's RTP and stores all or nothing. Audited before → after.
 */
export function houseLotteryOpsRoutes(app: FastifyInstance, deps: AppDeps) {
  const ops = opsRoutes(app, ['back office', 'games']);

  async function change(
    actor: OpsActor,
    merchantCode: string,
    family: LotteryFamily,
    action: string,
    pick: (fields: ReturnType<typeof fieldsOf>) => Change,
    changed: Change,
  ) {
    const house = await houseLotteryClient(deps.db, actor.merchantId);
    const before = (await house.get(merchantCode)).tables.find((t) => t.family === family);
    if (!before) throw new AppError('not_found');
    const fields = fieldsOf(before);
    // Odds name bet types of this family only; the house refuses others, this says which.
    if (changed.odds) {
      const unknown = Object.keys(changed.odds).filter((b) => !(b in fields.odds));
      if (unknown.length > 0) {
        throw new AppError('request_param_err', {
          messageKey: 'ops_error_lottery_bet_types',
          value: {
            fields: unknown.map((b) => ({
              field: `odds.${b}`,
              messageKey: 'ops_error_lottery_bet_types',
            })),
          },
        });
      }
    }
    if (changed.switchedOff?.some((b) => !(b in fields.odds))) {
      throw new AppError('request_param_err', {
        messageKey: 'ops_error_lottery_bet_types',
        value: { fields: [{ field: 'switchedOff', messageKey: 'ops_error_lottery_bet_types' }] },
      });
    }
    const next = { ...fields, ...changed, odds: { ...fields.odds, ...changed.odds } };
    const after = await house.set({ merchantCode, family, ...next });
    await insertAudit(deps.db, {
      merchantId: actor.merchantId,
      ...byOperator(actor.operatorId),
      action,
      subjectType: 'lottery_family',
      subjectId: family,
      before: pick(fields),
      after: pick(fieldsOf(after)),
      ip: actor.ip,
    });
    return after;
  }

  ops.put('/ops/house-lottery/odds', {
    permission: 'lottery.odds',
    summary: "One family's lottery odds",
    body: saveLotteryOddsRequest,
    response: opsLotteryTable,
    handler: ({ body, actor, request }) =>
      change(
        actor,
        request.merchant.code,
        body.family,
        'lottery_odds_saved',
        (f) => ({ odds: f.odds }),
        {
          odds: body.odds as Record<string, { win: string; per: string }>,
        },
      ),
  });

  ops.put('/ops/house-lottery/switches', {
    permission: 'lottery.switches',
    summary: "One family's switched-off bet types",
    body: saveLotterySwitchesRequest,
    response: opsLotteryTable,
    handler: ({ body, actor, request }) =>
      change(
        actor,
        request.merchant.code,
        body.family,
        'lottery_switches_saved',
        (f) => ({ switchedOff: f.switchedOff }),
        { switchedOff: [...new Set(body.switchedOff)] },
      ),
  });

  ops.put('/ops/house-lottery/limits', {
    permission: 'lottery.limits',
    summary: "One family's stake limits per bet",
    body: saveLotteryLimitsRequest,
    response: opsLotteryTable,
    handler: ({ body, actor, request }) => {
      if (BigInt(body.maxStakeMinor) < BigInt(body.minStakeMinor)) {
        throw new AppError('request_param_err', {
          messageKey: 'ops_error_lottery_stake_limits',
          value: {
            fields: [{ field: 'maxStakeMinor', messageKey: 'ops_error_lottery_stake_limits' }],
          },
        });
      }
      return change(
        actor,
        request.merchant.code,
        body.family,
        'lottery_limits_saved',
        (f) => ({ minStakeMinor: f.minStakeMinor, maxStakeMinor: f.maxStakeMinor }),
        { minStakeMinor: body.minStakeMinor, maxStakeMinor: body.maxStakeMinor },
      );
    },
  });
}
