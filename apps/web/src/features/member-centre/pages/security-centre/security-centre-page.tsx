/**
 * securityCenter (my account): the profile and masked contacts, the login password (opens the
 * change-password popup), the payment password (PAYMENTPASS3), the authenticator and the
 * login history.
 */
import { useTranslation } from '../../../../i18n/use-translation';
import { isTrialType, useMemberInfo } from '../../../../api/member/member-info';
import { useWhitelabelFlags } from '../../../../api/system/get-status';
import { usePopups } from '../../../../components/popup-context';
import { AuthenticatorSection } from './authenticator-section';
import { LoginHistorySection } from './login-history-section';
import { PaymentPasswordSection } from './payment-password-section';
import { ProfileSection } from './profile-section';

export default function SecurityCentrePage() {
  const { t } = useTranslation();
  const member = useMemberInfo();
  const flags = useWhitelabelFlags();
  const popups = usePopups();
  const info = member.data;
  if (!info) return null;
  const trial = isTrialType(info.type);
  return (
    <div className="mc-security">
      <ProfileSection member={info} />
      <section className="mc-card" aria-labelledby="mc-security">
        <h4 id="mc-security" className="mc-card__title">
          {t('security.title')}
        </h4>
        <div className="mc-item">
          <div className="mc-item__head">
            <div>
              <strong>{t('security.loginPassword')}</strong>
              <p className="mc-muted">
                {t(info.hasPassword ? 'security.isSet' : 'security.notSet')}
              </p>
            </div>
            <button type="button" className="btn" onClick={() => popups.open('changePassword')}>
              {t(info.hasPassword ? 'security.change' : 'security.set')}
            </button>
          </div>
        </div>
        {trial ? (
          <p className="mc-muted">{t('errors.in_need_true_account')}</p>
        ) : (
          <>
            {flags.PAYMENTPASS3 ? <PaymentPasswordSection member={info} /> : null}
            <AuthenticatorSection />
          </>
        )}
      </section>
      <LoginHistorySection />
    </div>
  );
}
