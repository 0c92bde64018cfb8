/**
 * My account: profile (account, nickname, registration date) and the masked contacts. Phone
 * numbers and e-mail addresses read left to right in every language (`<bdi dir="ltr">`), so
 * "+63 917****001" does not turn into "001****917 63+" in Arabic.
 */
import { useTranslation } from '../../../../i18n/use-translation';
import type { MemberInfo } from '@wl/contract/auth/get-member-info';
import { maskEmail, maskMobile } from '@wl/contract/validation/mobile-number';
import { isTrialType } from '../../../../api/member/member-info';
import { useLanguage } from '../../../../i18n/use-language';
import { formatDate, localeTag } from '../../../../i18n/format';

export function ProfileSection({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // The server already masks; masking again is a no-op for masked text and a guard otherwise.
  const mobile = member.mobile
    ? `${member.countryDialingCode ? `+${member.countryDialingCode} ` : ''}${
        member.mobile.includes('*') ? member.mobile : maskMobile(member.mobile)
      }`
    : null;
  const email = member.email
    ? member.email.includes('*')
      ? member.email
      : maskEmail(member.email)
    : null;
  const notSet = <span className="mc-muted">{t('security.notSet')}</span>;
  return (
    <section className="mc-card" aria-labelledby="mc-profile">
      <h4 id="mc-profile" className="mc-card__title">
        {t('security.profile')}
        {isTrialType(member.type) ? (
          <span className="account-badge">{t('account.trial')}</span>
        ) : null}
      </h4>
      <dl className="mc-facts">
        <dt>{t('security.account')}</dt>
        <dd>
          <bdi>{member.account}</bdi>
        </dd>
        <dt>{t('security.nickname')}</dt>
        <dd>{member.nickname ? <bdi>{member.nickname}</bdi> : notSet}</dd>
        <dt>{t('security.registered')}</dt>
        <dd>{formatDate(member.regDate, localeTag(language))}</dd>
        {member.clubLabel.labelName ? (
          <>
            <dt>{t('security.club')}</dt>
            <dd>{member.clubLabel.labelName}</dd>
          </>
        ) : null}
        <dt>{t('security.mobile')}</dt>
        <dd>{mobile ? <bdi dir="ltr">{mobile}</bdi> : notSet}</dd>
        <dt>{t('security.email')}</dt>
        <dd>{email ? <bdi dir="ltr">{email}</bdi> : notSet}</dd>
      </dl>
    </section>
  );
}
