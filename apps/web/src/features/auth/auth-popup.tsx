/**
 * The account popups (login, forgot password, register) with their real headings. Their
 * forms come with the accounts release; until then each says so plainly, and the links
 * between them (login ↔ register, forgot password) already work.
 */
import { useTranslation } from 'react-i18next';
import type { PopupKind } from '../../components/popup-context';
import { Modal } from '../../components/modal';
import './auth-popup.css';

const TITLE_KEYS = {
  login: 'auth.loginTitle',
  forget: 'auth.forgetTitle',
  register: 'auth.registerTitle',
} as const satisfies Record<PopupKind, string>;

export function AuthPopup(props: {
  kind: PopupKind;
  onClose: () => void;
  onSwitch: (kind: PopupKind) => void;
  registrationOpen: boolean;
}) {
  const { t } = useTranslation();
  const links: { kind: PopupKind; label: string }[] = [];
  if (props.kind === 'login') {
    links.push({ kind: 'forget', label: t('auth.toForget') });
    if (props.registrationOpen) links.push({ kind: 'register', label: t('auth.toRegister') });
  } else {
    links.push({ kind: 'login', label: t('auth.toLogin') });
  }
  return (
    <Modal open title={t(TITLE_KEYS[props.kind])} onClose={props.onClose} size="small">
      <p>{t('auth.arrivesWithAccounts')}</p>
      <p className="auth-popup__links">
        {links.map((link) => (
          <button
            key={link.kind}
            type="button"
            className="btn btn--ghost"
            onClick={() => props.onSwitch(link.kind)}
          >
            {link.label}
          </button>
        ))}
      </p>
    </Modal>
  );
}
