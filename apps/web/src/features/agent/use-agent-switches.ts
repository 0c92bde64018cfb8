/**
 * The merchant's switches for the agent centre's contract pages. The contract kinds arrive
 * with the contracts part of issue 10, which reads them from the consolidated info; until
 * then no contract page is switched on.
 */
import type { AgentCentreSwitches } from './agent-centre-pages';

const NONE: AgentCentreSwitches = {
  enableContract: false,
  enableSalary: false,
  enableHourSalary: false,
  enableRealTimeSalary: false,
};

export function useAgentSwitches(): AgentCentreSwitches {
  return NONE;
}
