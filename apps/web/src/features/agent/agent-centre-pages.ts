/**
 * The agent centre's page registry (spec §2 "Agent centre menu"): every menu page in the spec's
 * order, one lazy component each, with the condition that shows it. A page that is built puts
 * its lazy import here in place of `pendingPage`; the centre itself never changes. The contract
 * pages (my income, dividend, daily wages, hourly and real-time salary) are shown only when
 * the merchant enables them, which `visible` reads from the consolidated info.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export const AGENT_CENTRE_PAGE_KEYS = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'teamBetting',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'accountChanges',
  'teamTransactions',
  'transferDownline',
  'redEnvelope',
  'agentDividendRecord2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;

export type AgentCentrePageKey = (typeof AGENT_CENTRE_PAGE_KEYS)[number];

export interface AgentCentrePageProps {
  pageKey: AgentCentrePageKey;
  onNavigate: (page: AgentCentrePageKey) => void;
}

/** What decides whether a page is in the menu: the merchant's switches for this agent. */
export interface AgentCentreSwitches {
  enableContract: boolean;
  enableSalary: boolean;
  enableHourSalary: boolean;
  enableRealTimeSalary: boolean;
}

export interface AgentCentrePage {
  component: LazyExoticComponent<ComponentType<AgentCentrePageProps>>;
  visible?: (switches: AgentCentreSwitches) => boolean;
}

const pendingPage = lazy(() => import('./pages/pending-page'));
const teamOverviewPage = lazy(() => import('./pages/team-overview-page'));
const registerCenterPage = lazy(() => import('./pages/register-center-page'));
const teamManagementPage = lazy(() => import('./pages/team-management-page'));
const teamBettingPage = lazy(() => import('./pages/team-betting-page'));
const userPnlPage = lazy(() => import('./pages/user-pnl-page'));
const teamTransactionsPage = lazy(() => import('./pages/team-transactions-page'));
const transferDownlinePage = lazy(() => import('./pages/transfer-downline-page'));
const ownRecordsPage = lazy(() => import('./pages/own-records-page'));
const incomePage = lazy(() => import('./contracts/income-page'));
const dividendPage = lazy(() => import('./contracts/dividend-page'));
const dailyWagesPage = lazy(() => import('./contracts/daily-wages-page'));
const hourSalaryPage = lazy(() => import('./contracts/hour-salary-page'));
const realtimeSalaryPage = lazy(() => import('./contracts/realtime-salary-page'));
const page = (
  component: AgentCentrePage['component'],
  visible?: AgentCentrePage['visible'],
): AgentCentrePage => (visible ? { component, visible } : { component });

export const AGENT_CENTRE_PAGES: Record<AgentCentrePageKey, AgentCentrePage> = {
  agentAnnouncement: page(pendingPage),
  agentTeamOverview: page(teamOverviewPage),
  registerCenter: page(registerCenterPage),
  downlineManagmentView: page(teamManagementPage),
  teamBetting: page(teamBettingPage),
  palStatementsAgentCopy: page(userPnlPage),
  agentRevenueReport: page(incomePage),
  agentDownlineTransactionDetailsCopy: page(ownRecordsPage),
  accountChanges: page(ownRecordsPage),
  teamTransactions: page(teamTransactionsPage),
  transferDownline: page(transferDownlinePage),
  redEnvelope: page(transferDownlinePage),
  agentDividendRecord2: page(dividendPage, (s) => s.enableContract),
  agentDailyWages2: page(dailyWagesPage, (s) => s.enableSalary),
  agentHourSalary: page(hourSalaryPage, (s) => s.enableHourSalary),
  agentRealtimeSalary: page(realtimeSalaryPage, (s) => s.enableRealTimeSalary),
};

/** The menu: the registry's pages that these switches show, in the spec's order. */
export function visiblePages(switches: AgentCentreSwitches): AgentCentrePageKey[] {
  return AGENT_CENTRE_PAGE_KEYS.filter(
    (key) => AGENT_CENTRE_PAGES[key].visible?.(switches) ?? true,
  );
}
