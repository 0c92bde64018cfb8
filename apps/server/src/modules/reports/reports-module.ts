import type { FastifyInstance } from 'fastify';
import {
  cashReportValue,
  costsReportValue,
  ggrReportQuery,
  ggrReportValue,
  membersReportValue,
  reportRange,
} from '@wl/contract/reports/ops-reports';
import type { AppModule } from '../../app';
import type { AppDeps } from '../../app-deps';
import { opsRoutes, type OpsCall } from '../operators/ops-route';
import { runReportFold } from './fold-report-stats';
import { getCashReport, getCostsReport, getGgrReport, getMembersReport } from './get-reports';

function reportRoutes(app: FastifyInstance, deps: AppDeps) {
  const ops = opsRoutes(app, ['operators', 'reports']);
  const call = ({ actor, request }: OpsCall<unknown, unknown, unknown>) => ({
    db: deps.db,
    merchantId: actor.merchantId,
    currency: request.merchant.currency,
    nowMs: deps.now(),
  });

  ops.get('/ops/reports/ggr', {
    permission: 'reports.view',
    summary: 'Daily GGR (bets, payouts, GGR, margin) by day, vendor or game type',
    querystring: ggrReportQuery,
    response: ggrReportValue,
    handler: async (c) => getGgrReport(call(c), c.query),
  });
  ops.get('/ops/reports/cash', {
    permission: 'reports.view',
    summary: 'Deposits and withdrawals by day',
    querystring: reportRange,
    response: cashReportValue,
    handler: async (c) => getCashReport(call(c), c.query),
  });
  ops.get('/ops/reports/members', {
    permission: 'reports.view',
    summary: 'New, active and depositing members by day',
    querystring: reportRange,
    response: membersReportValue,
    handler: async (c) => getMembersReport(call(c), c.query),
  });
  ops.get('/ops/reports/costs', {
    permission: 'reports.view',
    summary: 'Bonus cost and agent payouts by day, from the ledger',
    querystring: reportRange,
    response: costsReportValue,
    handler: async (c) => getCostsReport(call(c), c.query),
  });
}

/** The back office's reports (issue 13, ADR 0024); the fold keeps their day rows. */
export const reportsModule: AppModule = {
  name: 'reports',
  routes: reportRoutes,
  jobs: (deps) => [
    { name: 'reports.fold-stats', everyMs: 30_000, run: () => runReportFold(deps).then(() => {}) },
  ],
};
