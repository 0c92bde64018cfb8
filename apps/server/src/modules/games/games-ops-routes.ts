import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@wl/contract/common/envelope';
import {
  idParams,
  listOpsGamesQuery,
  listOpsGamesResponse,
  listOpsVendorsResponse,
  opsGame,
  saveGameRequest,
  saveIntegrationRequest,
  saveVendorRequest,
  vendorCodeParams,
  type OpsGame,
  type OpsVendor,
} from '@wl/contract/games/ops-games';
import type { AppDeps } from '../../app-deps';
import { ok } from '../../http/envelope';
import { money } from '../cashier/money-edge';
import {
  listVendorsForOps,
  pageGamesForOps,
  type GameAdminRow,
  type VendorAdminRow,
} from './games-admin-store';
import { gameCataloguesOf } from './game-catalogues';
import { saveGame, saveIntegration, saveVendor, type GamesChange } from './save-games';

const tags = ['back office', 'games'];
const EDIT = { permission: 'games.edit' };

function vendorView(v: VendorAdminRow): OpsVendor {
  return {
    id: Number(v.id),
    vendorCode: v.vendor_code,
    gameType: v.game_type,
    displayName: v.display_name,
    enabled: v.enabled,
    isHot: v.is_hot,
    sort: v.sort,
    walletMode: v.wallet_mode,
    gameCount: Number(v.game_count),
    integration:
      v.adapter && v.i_wallet_mode
        ? {
            adapter: v.adapter,
            walletMode: v.i_wallet_mode,
            enabled: v.i_enabled ?? false,
            baseUrl: v.base_url,
            publicUrl: v.public_url,
            hasSecret: true,
          }
        : null,
  };
}

function gameView(g: GameAdminRow, currency: string): OpsGame {
  return {
    id: Number(g.id),
    vendorCode: g.vendor_code,
    gameType: g.game_type,
    gameCode: g.game_code,
    name: g.names.EN ?? g.game_code,
    classify: g.classify as OpsGame['classify'],
    minBet: money(g.min_bet_minor, currency),
    isHot: g.is_hot,
    isNew: g.is_new,
    sort: g.sort,
    enabled: g.enabled,
  };
}

/** The operator API for vendors, integrations and games (see @wl/contract/games/ops-games). */
export function gamesOpsRoutes(app: FastifyInstance, deps: AppDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // Every save below changes what the lobbies list: the kept catalogues drop it (ADR 0048).
  const catalogues = gameCataloguesOf(deps.shared);
  const who = (r: FastifyRequest): GamesChange => ({
    db: deps.db,
    merchantId: r.merchant.id,
    operatorId: r.operatorSession!.operator.id,
    ip: r.ip,
  });
  const vendors = async (merchantId: bigint) =>
    (await listVendorsForOps(deps.db, merchantId)).map(vendorView);
  /** The vendor's row as listed, after a change to it or its integration. */
  const vendorAfter = async (r: FastifyRequest, test: (v: OpsVendor) => boolean) =>
    ok((await vendors(r.merchant.id)).find(test) ?? null);

  typed.get('/ops/game-vendors', {
    schema: { tags, response: { 200: envelope(listOpsVendorsResponse) } },
    config: { permission: 'games.view' },
    handler: async (r) => ok({ list: await vendors(r.merchant.id) }),
  });

  typed.put('/ops/game-vendors/:id', {
    schema: { tags, params: idParams, body: saveVendorRequest },
    config: EDIT,
    handler: async (r) => {
      await saveVendor(who(r), BigInt(r.params.id), r.body);
      await catalogues.catalogueChanged(r.merchant.id);
      return vendorAfter(r, (v) => v.id === r.params.id);
    },
  });

  typed.put('/ops/vendor-integrations/:vendorCode', {
    schema: { tags, params: vendorCodeParams, body: saveIntegrationRequest },
    config: EDIT,
    handler: async (r) => {
      await saveIntegration(who(r), r.params.vendorCode, r.body);
      await catalogues.catalogueChanged(r.merchant.id);
      return vendorAfter(r, (v) => v.vendorCode === r.params.vendorCode);
    },
  });

  typed.get('/ops/games', {
    schema: {
      tags,
      querystring: listOpsGamesQuery,
      response: { 200: envelope(listOpsGamesResponse) },
    },
    config: { permission: 'games.view' },
    handler: async (r) => {
      const found = await pageGamesForOps(deps.db, r.merchant.id, r.query);
      return ok({
        list: found.rows.map((g) => gameView(g, r.merchant.currency)),
        total: found.total,
        totalPages: Math.ceil(found.total / r.query.pageSize),
        pageNum: r.query.pageNo,
      });
    },
  });

  typed.put('/ops/games/:id', {
    schema: { tags, params: idParams, body: saveGameRequest, response: { 200: envelope(opsGame) } },
    config: EDIT,
    handler: async (r) => {
      const saved = await saveGame(who(r), BigInt(r.params.id), r.body, r.merchant.currency);
      await catalogues.catalogueChanged(r.merchant.id);
      return ok(gameView(saved, r.merchant.currency));
    },
  });
}
