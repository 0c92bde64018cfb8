import { ledgerVsPgbench } from './cases/ledger';
import { balanceCall } from './cases/balance';
import { gameSearchVaried } from './cases/game-search';
import { seamlessBetWin } from './cases/seamless';
import { teamOverview } from './cases/team-overview';
import { reports } from './cases/reports';
import { homeCss, homeJs, homeLighthouse } from './cases/first-load';
import { httpCase, type BenchCase } from './lib/bench-case';

export type { BenchCase, BenchContext } from './lib/bench-case';

/** Every measured case; issues add theirs here. */
export const benchCases: BenchCase[] = [
  homeJs,
  homeCss,
  homeLighthouse,
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
  ledgerVsPgbench,
  seamlessBetWin,
  teamOverview,
  reports,
];
