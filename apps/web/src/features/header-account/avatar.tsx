/**
 * The member's avatar: the preset picture number from /wps/member/info/icon picks a colour
 * (no uploaded pictures yet), with the account's first letter.
 */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { memberIconGuard } from '../../api/home-guards';
import { useWhitelabelFlags } from '../../api/system/get-status';
import { useToken } from '../../api/use-session';

const COLOURS = ['#5b2fc4', '#0b7a75', '#b3261e', '#1a73e8', '#a05a00', '#6d4c41'];

export function Avatar({ name }: { name: string }) {
  const token = useToken();
  const flags = useWhitelabelFlags();
  const icon = useQuery({
    queryKey: ['member', 'icon', token],
    queryFn: ({ signal }) =>
      apiRequest({ path: '/wps/member/info/icon', value: memberIconGuard, signal }),
    enabled: token !== null && flags.PROFPIC3 !== false,
    staleTime: Infinity,
  });
  const index = Number.parseInt(icon.data?.avatar ?? '0', 10);
  const colour = COLOURS[(Number.isFinite(index) ? Math.abs(index) : 0) % COLOURS.length];
  return (
    <span className="avatar" style={{ background: colour }} aria-hidden="true">
      {(name.trim()[0] ?? '?').toUpperCase()}
    </span>
  );
}
