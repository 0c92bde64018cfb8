import Fastify, { LogController, type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import formbody from '@fastify/formbody';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/db';
import type { AppDeps } from './app-deps';
import { installErrorHandling, installNotFound } from './http/error-handler';
import { installRequestLog } from './http/request-log';
import { requestContext } from './http/request-context';
import { authGuard } from './http/auth-guard';
import { registerRelays, type RelayTable } from './http/relay';
import { merchantResolver, type MerchantResolver } from './modules/merchants/resolve-merchant';
import { healthRoutes } from './modules/health/health-routes';
import { metricsRoutes } from './modules/metrics/metrics-routes';
import { countJobRun } from './modules/metrics/count-job-run';
import { serveWeb } from './http/serve-web';
import { pageStatus } from './modules/system/page-status';
import { pageAnnouncements } from './modules/content/page-announcements';
import { pageGroup } from './modules/system/page-group';
import { pageTranslations } from './modules/system/page-translations';
import { serveBackoffice } from './http/serve-backoffice';
import { accountDeps } from './modules/auth/account-deps';
import { sessionsModule } from './modules/sessions/sessions-module';
import { createSessionCache } from './modules/sessions/session-cache';
import { authModule } from './modules/auth/auth-module';
import { membersModule } from './modules/members/members-module';
import { devModule } from './modules/dev/dev-module';
import type { GeoIp } from './providers/geoip/geoip';
import { mmdbGeoIp } from './providers/geoip/mmdb-geoip';
import { systemModule } from './modules/system/system-module';
import { contentModule } from './modules/content/content-module';
import { cashierModule } from './modules/cashier/cashier-module';
import { operatorsModule } from './modules/operators/operators-module';
import { vendorWalletModule } from './modules/vendor-wallet/vendor-wallet-module';
import { betRecordsModule } from './modules/bet-records/bet-records-module';
import { gamesModule } from './modules/games/games-module';
import { lotteryLobbyModule } from './modules/lottery-lobby/lottery-lobby-module';
import { fbSportsModule } from './modules/fb-sports/fb-sports-module';
import { inboxModule } from './modules/inbox/inbox-module';
import { rewardsModule } from './modules/rewards/rewards-module';
import { missionsModule } from './modules/missions/missions-module';
import { contractsModule } from './modules/contracts/contracts-module';
import { createScheduler, type JobDefinition, type Scheduler } from './modules/jobs/scheduler';
import { jobsModule } from './modules/jobs/jobs-module';
import { promotionsModule } from './modules/promotions/promotions-module';
import { agentTeamModule } from './modules/agent-team/agent-team-module';
import { agentInvitesModule } from './modules/agent-invites/agent-invites-module';
import { auditModule } from './modules/audit/audit-module';
import { reportsModule } from './modules/reports/reports-module';
import { memberAdminModule } from './modules/member-admin/member-admin-module';
import { agentAdminModule } from './modules/agent-admin/agent-admin-module';
import { cashierAdminModule } from './modules/cashier-admin/cashier-admin-module';
import { pointsModule } from './modules/points/points-module';
import { feedbackModule } from './modules/feedback/feedback-module';
import { liveEventsModule } from './modules/live-events/live-events-module';
import { referralModule } from './modules/referral/referral-module';
import { installOpsPermissions, type OpsRoute } from './modules/operators/ops-permissions';
import { openSharedState } from './modules/shared-state/open-shared-state';
import type { SharedState } from './modules/shared-state/shared-state';

export const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/dev/', '/ops/'];

/** Modules register routes and relay entries; the list below is the whole API surface. */
export interface AppModule {
  name: string;
  routes?: (app: FastifyInstance, deps: AppDeps) => void | Promise<void>;
  relays?: (deps: AppDeps) => RelayTable;
  /** Scheduled work (modules/jobs): run exactly once at a time across every API process. */
  jobs?: (deps: AppDeps) => JobDefinition[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Started by main.ts; tests run jobs through `runDue` / `runNow` with their own clock. */
    scheduler: Scheduler;
    /** Every /ops route with the permission it needs (the permission matrix test walks it). */
    opsRoutes: readonly OpsRoute[];
    /** Counters and message bus shared with the other API nodes (ADR 0030). */
    shared: SharedState;
    /** The merchant cache; `invalidate()` after changing a merchant's settings. */
    merchants: MerchantResolver;
  }
}

const MODULES: AppModule[] = [
  systemModule,
  contentModule,
  sessionsModule,
  authModule,
  membersModule,
  devModule,
  cashierModule,
  operatorsModule,
  vendorWalletModule,
  betRecordsModule,
  gamesModule,
  lotteryLobbyModule,
  fbSportsModule,
  inboxModule,
  rewardsModule,
  missionsModule,
  contractsModule,
  jobsModule,
  promotionsModule,
  agentTeamModule,
  agentInvitesModule,
  auditModule,
  reportsModule,
  memberAdminModule,
  agentAdminModule,
  cashierAdminModule,
  pointsModule,
  liveEventsModule,
  referralModule,
  feedbackModule,
];

export interface BuildAppOptions {
  config: Config;
  db: Db;
  logger?: boolean | object;
  now?: () => number;
  modules?: AppModule[];
  geoip?: GeoIp;
  /** Given by tests that share one Redis between two apps; else opened from REDIS_URL. */
  shared?: SharedState;
}

export async function buildApp(options: BuildAppOptions) {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    // Per-request lines only at debug level (http/request-log.ts): none cost a write by default.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.trustedProxies,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    // JSON with __proto__ or constructor.prototype keys is refused outright (400).
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  installRequestLog(app);
  await app.register(formbody, { bodyLimit: config.BODY_LIMIT_BYTES });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Platform API', version: '1.0.0', description: 'The /wps and /lgw calls.' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  const shared = options.shared ?? openSharedState(config, db);
  if (!options.shared) app.addHook('onClose', () => shared.close());
  app.decorate('shared', shared);
  const merchants = merchantResolver(db, config.DEFAULT_MERCHANT, shared);
  app.decorate('merchants', merchants);
  const sessions = createSessionCache();
  app.addHook('onClose', () => sessions.close());
  const deps: AppDeps = {
    config,
    db,
    merchants,
    guard: authGuard(db, config.SESSION_IDLE_MINUTES * 60_000, sessions),
    now: options.now ?? Date.now,
    ...accountDeps(config, db, options.now ?? Date.now),
    geoip: options.geoip ?? mmdbGeoIp(),
    shared,
  };
  await app.register(requestContext, { merchants, prefixes: API_PREFIXES });
  await app.register(healthRoutes, { db });
  await app.register(metricsRoutes, { db, token: config.METRICS_TOKEN });

  // Before any module registers routes: every /ops route gets the permission check.
  const opsRoutes = installOpsPermissions(app, deps);
  app.decorate('opsRoutes', opsRoutes);

  const modules = options.modules ?? MODULES;
  const relayTable: RelayTable = {};
  for (const module of modules) {
    await module.routes?.(app, deps);
    Object.assign(relayTable, module.relays?.(deps));
  }
  registerRelays(app, relayTable, deps.guard);
  const jobs = modules.flatMap((module) => module.jobs?.(deps) ?? []);
  const now = deps.now;
  app.decorate(
    'scheduler',
    createScheduler({
      db,
      jobs,
      clock: () => new Date(now()),
      onRun: countJobRun,
    }),
  );
  app.addHook('onClose', () => app.scheduler.stop());

  if (config.BACKOFFICE_DIST) await serveBackoffice(app, config.BACKOFFICE_DIST);
  const servesSite = config.WEB_DIST
    ? await serveWeb(app, config.WEB_DIST, API_PREFIXES, [
        pageStatus(deps),
        pageAnnouncements(deps),
        pageTranslations(deps, config.WEB_DIST),
        pageGroup(config.WEB_DIST),
      ])
    : false;
  if (!servesSite) installNotFound(app);
  // Once, after the modules subscribed to their channels: a node that listened before Redis
  // confirmed them would miss the invalidations and live events other nodes publish meanwhile.
  // It starts even when Redis is down (counters fall back to PostgreSQL meanwhile), after 2 s.
  await shared.whenReady(2_000);
  return app;
}
