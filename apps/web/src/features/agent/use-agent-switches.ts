/**
 * The merchant's switches for the agent centre's contract pages, read from the consolidated
 * funds info (`/wps/member/info/funds/consolidated`): each contract page exists only when the
 * merchant enabled its kind. Until the answer arrives no contract page is shown.
 */
import { useQuery } from '@tanstack/react-query';
import { useToken } from '../../api/use-session';
import type { AgentCentreSwitches } from './agent-centre-pages';
import { consolidatedQuery } from './contracts/contracts-api';

const NONE: AgentCentreSwitches = {
  enableContract: false,
  enableSalary: false,
  enableHourSalary: false,
  enableRealTimeSalary: false,
};

export function useAgentSwitches(): AgentCentreSwitches {
  const token = useToken();
  const consolidated = useQuery(consolidatedQuery(token));
  const kinds = consolidated.data?.enabledKinds;
  if (!kinds) return NONE;
  return {
    enableContract: kinds.dividend,
    enableSalary: kinds.dailySalary,
    enableHourSalary: kinds.hourlySalary,
    enableRealTimeSalary: kinds.realtimeSalary,
  };
}
