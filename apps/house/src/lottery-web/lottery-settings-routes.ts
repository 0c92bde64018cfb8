/**
 * The platform's signed calls to read and change an operator's lottery tables (contract
 * vendor-wallet/house-lottery.ts, ADR 0040). The house owns the check: a table is stored only
 * when every bet type of the family has odds whose exact RTP is within 90–100 % and the stake
 * limits are sound; otherwise the answer is a refusal with the problems and nothing changes.
 */
import type { FastifyInstance } from 'fastify';
import { LOTTERY_FAMILIES, type BetType } from '@wl/contract/lottery/bet-types';
import {
  HOUSE_LOTTERY_PATHS,
  houseLotteryGetRequest,
  houseLotteryLobbyRequest,
  houseLotterySetRequest,
  type HouseLotteryTable,
} from '@wl/contract/vendor-wallet/house-lottery';
import type { HouseDeps } from '../house-deps';
import { failure, ok } from '../http/house-error';
import { signedSettingsBody } from '../games/settings/signed-settings';
import {
  OPERATOR_RTP_MAX,
  OPERATOR_RTP_MIN,
  operatorTableProblems,
  type PayoutConfig,
} from '../lottery/bets/payout-config';
import { percentText } from '../lottery/bets/ratio';
import { compare, type Ratio } from '../lottery/bets/ratio';
import { hitExpectations, rtpOfOdds, type Odds } from '../lottery/bets/rtp';
import { betTypesOf } from '../lottery/bets/bet-selection';
import { operatorTable, saveOperatorTable } from '../lottery/operator-tables';
import type { Sql } from '../lottery/lottery-db';
import { findGame } from '../lottery/games/lottery-games';
import { saveOperatorLobby } from '../lottery/operator-lobby';

/** The bet type's expected hits per bet, the highest over its picks (what its RTP uses). */
function maxHits(betType: BetType, family: PayoutConfig['family']) {
  const best = hitExpectations(betType, family).reduce((a: Ratio, b: Ratio) => (compare(b, a) > 0 ? b : a));
  return { num: best.num.toString(), den: best.den.toString() };
}

const RANGE = { rtpMinPercent: percentText(OPERATOR_RTP_MIN), rtpMaxPercent: percentText(OPERATOR_RTP_MAX) };

function tableView(config: PayoutConfig, custom: boolean): HouseLotteryTable {
  const off = new Set(config.switchedOff ?? []);
  return {
    family: config.family,
    custom,
    minStakeMinor: config.minStakeMinor.toString(),
    maxStakeMinor: config.maxStakeMinor.toString(),
    betTypes: betTypesOf(config.family).flatMap((betType) => {
      const odds = config.odds[betType];
      if (!odds) return [];
      return [{
        betType, win: odds.win.toString(), per: odds.per.toString(), enabled: !off.has(betType),
        rtpPercent: percentText(rtpOfOdds(betType, config.family, odds)),
        hits: maxHits(betType, config.family),
      }];
    }),
  };
}

async function tablesOf(sql: Sql, merchantCode: string) {
  const tables = await Promise.all(
    LOTTERY_FAMILIES.map(async (family) => {
      const t = await operatorTable(sql, merchantCode, family);
      return tableView(t.config, t.custom);
    }),
  );
  return { ...RANGE, tables };
}

export function lotterySettingsRoutes(app: FastifyInstance, deps: HouseDeps) {
  app.post(`/${HOUSE_LOTTERY_PATHS.get}`, async (request, reply) => {
    const p = signedSettingsBody(deps, houseLotteryGetRequest, request, reply);
    if (p.refused) return p.refused;
    return ok(await tablesOf(deps.db, p.data.merchantCode));
  });

  app.post(`/${HOUSE_LOTTERY_PATHS.set}`, async (request, reply) => {
    const p = signedSettingsBody(deps, houseLotterySetRequest, request, reply);
    if (p.refused) return p.refused;
    const body = p.data;
    const odds: Partial<Record<BetType, Odds>> = {};
    for (const [betType, o] of Object.entries(body.odds)) {
      odds[betType as BetType] = { win: BigInt(o.win), per: BigInt(o.per) };
    }
    const config: PayoutConfig = {
      family: body.family,
      odds,
      switchedOff: [...new Set(body.switchedOff)],
      minStakeMinor: BigInt(body.minStakeMinor),
      maxStakeMinor: BigInt(body.maxStakeMinor),
    };
    const problems = operatorTableProblems(config);
    const badTypes = problems.flatMap((x) => (x.kind === 'bet_type' ? [x.betType] : []));
    if (badTypes.length > 0) {
      return reply.status(400).send(failure('LOTTERY_BET_TYPES', { betTypes: badTypes }));
    }
    const rtp = problems.flatMap((x) => (x.kind === 'rtp' ? [{ betType: x.betType, rtpPercent: x.rtpPercent }] : []));
    if (rtp.length > 0) {
      return reply.status(400).send(failure('LOTTERY_RTP_OUT_OF_RANGE', { problems: rtp, ...RANGE }));
    }
    if (problems.length > 0) return reply.status(400).send(failure('LOTTERY_STAKE_LIMITS'));
    await saveOperatorTable(deps.db, body.merchantCode, config);
    return ok(tableView(config, true));
  });

  // The operator saved its lobby at the platform: the house's lobby page and bets follow it.
  app.post(`/${HOUSE_LOTTERY_PATHS.lobby}`, async (request, reply) => {
    const p = signedSettingsBody(deps, houseLotteryLobbyRequest, request, reply);
    if (p.refused) return p.refused;
    const unknown = p.data.games.filter((g) => !findGame(g.gameCode)).map((g) => g.gameCode);
    if (unknown.length > 0) return reply.status(400).send(failure('LOTTERY_UNKNOWN_GAME', { gameCodes: unknown }));
    await saveOperatorLobby(deps.db, p.data.merchantCode, p.data.games);
    return ok({ games: p.data.games });
  });
}
