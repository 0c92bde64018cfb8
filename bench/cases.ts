import { ledgerVsPgbench } from './cases/ledger';
import { balanceCall } from './cases/balance';
import { gameSearchVaried } from './cases/game-search';
import { seamlessBetWin } from './cases/seamless';
import { teamOverview } from './cases/team-overview';
import { reports } from './cases/reports';
import { homeCss, homeJs, homeLighthouse } from './cases/first-load';
import { httpCase, type BenchCase } from './lib/bench-case';

export type { BenchCase, BenchContext } from './lib/bench-case';

/**
 * Every measured case, in the order a full run takes them; issues add theirs here. The read
 * calls come first, while the platform's process has served only their own loads, as the bare
 * route's process has: after Chromium's and Lighthouse's page loads the same status load cost the
 * platform ~40 % more CPU a request in one session (Node's `nextTick` and stream paths,
 * prom-client's label map; docs/performance.md, 2026-11-30 afternoon; within the spread in a later
 * one), which the bare process never pays.
 */
export const benchCases: BenchCase[] = [
  httpCase('GET /wps/system/status', '/wps/system/status?url=localhost'),
  httpCase(
    'GET relay MCSFE_getListAnnouncements',
    '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=B',
  ),
  balanceCall,
  httpCase(
    'GET relay GCSGAME_gameList (name search)',
    '/wps/relay/GCSGAME_gameList?gameType=RNG&gameName=dragon&pageNo=1&pageSize=15',
  ),
  gameSearchVaried,
  homeJs,
  homeCss,
  homeLighthouse,
  ledgerVsPgbench,
  seamlessBetWin,
  teamOverview,
  reports,
];
