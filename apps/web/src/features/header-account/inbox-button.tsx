/**
 * The header's inbox button: an envelope with the unread count (CSP_unreadCount, polled), which
 * opens the member centre on messageV2. Shown when the member centre and the inbox are on.
 */
import { useTranslation } from '../../i18n/use-translation';
import { useUnreadCount } from '../../api/member/unread-count';
import { useWhitelabelFlags } from '../../api/system/get-status';
import { useAccountControl } from '../../components/account-control';

export function InboxButton() {
  const { t } = useTranslation();
  const flags = useWhitelabelFlags();
  const account = useAccountControl();
  const shown = flags.MEMBERCENTER3 === true && flags.INBOX3 !== false;
  const unread = useUnreadCount(shown);
  if (!shown) return null;
  const count = unread.data ?? 0;
  return (
    <button
      type="button"
      className="account-inbox"
      aria-label={t('inbox.button', { count })}
      onClick={() => account.openMemberCentre('messageV2')}
    >
      <svg
        className="icon"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="M3 7l9 6 9-6" />
      </svg>
      {count > 0 ? (
        <span className="account-inbox__count" data-testid="inbox-badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </button>
  );
}
