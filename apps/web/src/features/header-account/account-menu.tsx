/**
 * The avatar and its menu (spec §2): betting record, deposit, withdrawal, transaction details,
 * change password, member centre, agent centre (agents only), sign out. Member-centre entries
 * show only when the member centre is on (MEMBERCENTER3). Arrow keys, Home, End and Esc work
 * as in the language menu.
 */
import { useId } from 'react';
import { useNavigate } from '../../app/router';
import { useTranslation } from '../../i18n/use-translation';
import type { MemberInfo } from '@wl/contract/auth/get-member-info';
import { isAgentType, isTrialType } from '../../api/member/member-info';
import { useWhitelabelFlags } from '../../api/system/get-status';
import { useAccountControl, type MemberCentrePageKey } from '../../components/account-control';
import { ChevronDownIcon } from '../../components/icons';
import { usePopups } from '../../components/popup-context';
import { useMenuButton } from '../../components/use-menu-button';
import { Avatar } from './avatar';

interface Entry {
  key: string;
  label: string;
  run: () => void;
}

export function AccountMenu({ member, name }: { member: MemberInfo | undefined; name: string }) {
  const { t } = useTranslation();
  const flags = useWhitelabelFlags();
  const account = useAccountControl();
  const popups = usePopups();
  const navigate = useNavigate();
  const menuId = useId();
  const { open, setOpen, closeToButton, buttonRef, listRef, rootRef, onMenuKeyDown } =
    useMenuButton({
      itemSelector: '[role=menuitem]',
    });

  const centre = (key: string, label: string, page: MemberCentrePageKey): Entry => ({
    key,
    label,
    run: () => account.openMemberCentre(page),
  });
  const entries: Entry[] = [];
  if (flags.MEMBERCENTER3) {
    entries.push(centre('bets', t('account.menu.bettingRecord'), 'personalHistoryCopy'));
    entries.push(centre('deposit', t('account.menu.deposit'), 'depositv2'));
    entries.push(centre('withdraw', t('account.menu.withdrawal'), 'withdraw'));
    entries.push(centre('transactions', t('account.menu.transactions'), 'transactionHistory'));
  }
  entries.push({
    key: 'password',
    label: t('account.menu.changePassword'),
    run: () => popups.open('changePassword'),
  });
  if (flags.MEMBERCENTER3)
    entries.push(centre('centre', t('account.menu.memberCentre'), 'securityCenter'));
  if (isAgentType(member?.type) && flags.AGENTCENTER3 !== false)
    entries.push({
      key: 'agent',
      label: t('account.menu.agentCentre'),
      run: () => void navigate('/agentHome'),
    });
  entries.push({ key: 'signOut', label: t('account.signOut'), run: account.confirmSignOut });

  return (
    <div className="account-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('account.menuLabel', { name })}
        onClick={() => setOpen(!open)}
      >
        <Avatar name={name} />
        <ChevronDownIcon className="icon account-menu__chevron" />
      </button>
      <ul
        ref={listRef}
        id={menuId}
        role="menu"
        aria-label={t('account.menuTitle')}
        className="account-menu__list"
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        <li role="none" className="account-menu__who">
          <strong>{name}</strong>
          {isTrialType(member?.type) ? (
            <span className="account-badge">{t('account.trial')}</span>
          ) : null}
        </li>
        {entries.map((entry) => (
          <li key={entry.key} role="none">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={`account-menu__item${entry.key === 'signOut' ? ' account-menu__item--out' : ''}`}
              onClick={() => {
                // Focus goes back to the menu button first, so a dialog the entry opens
                // (member centre, change password, sign out) returns it there on close.
                closeToButton();
                entry.run();
              }}
            >
              {entry.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
