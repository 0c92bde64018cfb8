/**
 * Forgot password (spec §2): by e-mail (user name and e-mail; the same answer whether or not
 * they match, ADR 0008) and, when CHNGPASSVERIF3 is on, by phone (number, SMS code, new
 * password; then signed in). A mailed link (/forget?resetToken=…) opens the new-password form.
 */
import { useState } from 'react';
import { useLocation } from '../../../app/router';
import { useTranslation } from '../../../i18n/use-translation';
import type { LoginValue } from '@wl/contract/auth/log-in';
import { useWhitelabelFlags } from '../../../api/system/get-status';
import { Modal } from '../../../components/modal';
import type { PopupKind } from '../../../components/popup-context';
import { FormTabs } from '../shared/form-tabs';
import type { LoginType } from '../shared/sign-in';
import { ForgotByEmail } from './forgot-by-email';
import { ForgotByPhone } from './forgot-by-phone';
import { ResetByLink } from './reset-by-link';
import '../auth.css';

type Tab = 'email' | 'phone';

export function ForgotPopup(props: {
  onClose: () => void;
  onSwitch: (kind: PopupKind) => void;
  onSignIn: (value: LoginValue, type: LoginType) => Promise<void>;
}) {
  const { t } = useTranslation();
  const flags = useWhitelabelFlags();
  const { search } = useLocation();
  const resetToken = new URLSearchParams(search).get('resetToken');
  const tabs: Tab[] = flags.CHNGPASSVERIF3 ? ['email', 'phone'] : ['email'];
  const [tab, setTab] = useState<Tab>('email');

  return (
    <Modal open title={t('auth.forgetTitle')} onClose={props.onClose} size="small">
      <div className="auth-form-wrap">
        {resetToken ? (
          <ResetByLink resetToken={resetToken} onSignIn={props.onSignIn} />
        ) : (
          <>
            {tabs.length > 1 ? (
              <FormTabs
                label={t('auth.forgetBy')}
                panelId="forgot-form"
                value={tab}
                onChange={setTab}
                tabs={tabs.map((key) => ({
                  key,
                  label: t(key === 'email' ? 'auth.byEmail' : 'auth.byMobile'),
                }))}
              />
            ) : null}
            {tab === 'email' ? (
              <ForgotByEmail tabbed={tabs.length > 1} />
            ) : (
              <ForgotByPhone onSignIn={props.onSignIn} />
            )}
          </>
        )}
        <p className="auth-switch">
          <button type="button" className="link-btn" onClick={() => props.onSwitch('login')}>
            {t('auth.backToLogin')}
          </button>
        </p>
      </div>
    </Modal>
  );
}
