import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { memberDetail } from '@wl/contract/member-admin/member-page';
import { ops } from '../../api/ops-client';

/** The member named by the page's :memberId, as the member and agent pages both show it. */
export function useMemberDetail() {
  const memberId = Number(useParams().memberId);
  return useQuery({
    queryKey: ['member', memberId],
    queryFn: () => ops({ path: `/ops/members/${memberId}` }, memberDetail),
    enabled: Number.isInteger(memberId) && memberId > 0,
  });
}
