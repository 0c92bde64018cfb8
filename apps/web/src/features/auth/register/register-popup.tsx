/**
 * The registration popup (registerModal, spec §2): user-name and mobile forms (tabs only
 * when both are on), the merchant's fields, captcha, terms, register and reset, social
 * sign-in, a link to login and a download banner.
 */
import { useMemo } from 'react';
import { useLocation } from '../../../app/router';
import { useTranslation } from '../../../i18n/use-translation';
import type { LoginValue } from '@wl/contract/auth/log-in';
import { FormAlert } from '../../../components/form/form-alert';
import { errorMessage } from '../../../components/error-message';
import { Modal } from '../../../components/modal';
import type { PopupKind } from '../../../components/popup-context';
import { WarningDialog } from '../../../components/warning-dialog';
import { BusyCover } from '../shared/busy-cover';
import { FormTabs } from '../shared/form-tabs';
import { useDialingCountry } from '../shared/mobile-field';
import { useCaptcha } from '../shared/use-captcha';
import { codesFromSearch } from './affiliate-from-url';
import { RegisterFields } from './register-fields';
import { RegisterFooter, TermsField } from './register-parts';
import { validateRegisterForm } from './register-rules';
import { fieldId, useRegisterForm } from './use-register-form';
import '../auth.css';

const PANEL_ID = 'register-form';

export function RegisterPopup(props: {
  onClose: () => void;
  onSwitch: (kind: PopupKind) => void;
  onRegistered: (value: LoginValue) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const urlCodes = useMemo(() => codesFromSearch(search), [search]);
  const dialing = useDialingCountry();
  const captcha = useCaptcha(true);
  const form = useRegisterForm({
    urlCodes,
    dialingCode: dialing.dialingCode,
    onRegistered: props.onRegistered,
    reloadCaptcha: captcha.reload,
  });
  const { layout, values } = form;
  const checkMobile = () => {
    const probe = { ...values, countryDialingCode: dialing.dialingCode };
    const mobileOnly = { ...layout, fields: layout.fields.filter((f) => f.name === 'mobileNum') };
    const found = validateRegisterForm(mobileOnly, probe);
    if (!values.mobileNum) found.mobileNum = { key: 'error_phone_number_limit' };
    form.setFieldError('mobileNum', found.mobileNum);
    if (found.mobileNum) document.getElementById(fieldId('mobileNum'))?.focus();
    return !found.mobileNum;
  };

  if (form.types.length === 0) {
    return (
      <Modal open title={t('auth.registerTitle')} onClose={props.onClose} size="small">
        <p>{t('auth.registrationClosed')}</p>
      </Modal>
    );
  }

  return (
    <Modal open title={t('auth.registerTitle')} onClose={props.onClose} size="large">
      <div className="auth-form-wrap">
        {form.types.length > 1 ? (
          <FormTabs
            label={t('auth.registerBy')}
            panelId={PANEL_ID}
            value={form.type}
            onChange={form.setType}
            tabs={form.types.map((key) => ({
              key,
              label: t(key === 'registerMobile' ? 'auth.byMobile' : 'auth.byUsername'),
            }))}
          />
        ) : null}
        <form
          id={PANEL_ID}
          role={form.types.length > 1 ? 'tabpanel' : undefined}
          aria-labelledby={form.types.length > 1 ? `${PANEL_ID}-tab-${form.type}` : undefined}
          className="auth-form auth-form--grid"
          noValidate
          aria-busy={form.busy}
          onSubmit={(event) => {
            event.preventDefault();
            void form.submit();
          }}
        >
          {form.problem?.kind === 'message' ? (
            <FormAlert tone="error">{errorMessage(t, form.problem.error)}</FormAlert>
          ) : null}
          {urlCodes.affiliateCode && !layout.fields.some((f) => f.name === 'affiliateCode') ? (
            <p className="auth-note">{t('auth.invitedWith', { code: urlCodes.affiliateCode })}</p>
          ) : null}
          {/* Bot check: people never see or reach this field; bots that fill it are refused. */}
          <div className="honeypot" aria-hidden="true">
            <label htmlFor="register-website">Website</label>
            <input
              id="register-website"
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={form.honeypot}
              onChange={(e) => form.setHoneypot(e.target.value)}
            />
          </div>
          <RegisterFields
            form={form}
            dialing={dialing}
            captcha={captcha}
            checkMobile={checkMobile}
          />
          <TermsField checked={form.terms} onChange={form.setTerms} error={form.termsError} />
          <div className="form-actions">
            <button type="submit" className="btn btn--primary" disabled={form.busy}>
              {t('auth.registerSubmit')}
            </button>
            <button type="button" className="btn" onClick={form.reset} disabled={form.busy}>
              {t('auth.reset')}
            </button>
          </div>
          <BusyCover busy={form.busy} />
        </form>
        <RegisterFooter onClose={props.onClose} onSwitch={props.onSwitch} />
      </div>
      {form.problem?.kind === 'invitation' ? (
        <WarningDialog
          message={t('errors.invitation_code_error')}
          buttonLabel={t('common.submit')}
          onClose={form.clearProblem}
        />
      ) : null}
    </Modal>
  );
}
