/**
 * The signed-in header area (spec §2): account name, balance (refresh, hide), the inbox
 * button with its unread count and the avatar menu. A VIP member (club rank above 0) sees
 * their level, linking to /vip. The name comes from the session while
 * the member info loads.
 */
import { useMemberInfo } from '../../api/member/member-info';
import { getMemberValue } from '../../api/session';
import { AccountMenu } from './account-menu';
import { BalanceDisplay } from './balance-display';
import { InboxButton } from './inbox-button';
import { VipState } from './vip-state';
import './header-account.css';

export function AccountArea() {
  const member = useMemberInfo();
  const name = member.data?.account ?? getMemberValue('username') ?? '';
  return (
    <div className="account-area">
      <span className="account-area__name" title={name} dir="auto">
        {name}
      </span>
      <VipState />
      <BalanceDisplay />
      <InboxButton />
      <AccountMenu member={member.data} name={name} />
    </div>
  );
}
