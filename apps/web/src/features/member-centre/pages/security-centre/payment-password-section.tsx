/**
 * The payment (withdrawal) password: set it, or change it with the old one (encrypted
 * PUT /wps/member/paymentPassword). Its rule is the merchant's paymentPassword setting, or six
 * digits when the merchant left it out (as the server does).
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../../i18n/use-translation';
import type { MemberInfo } from '@wl/contract/auth/get-member-info';
import type { RegisterFieldRule } from '@wl/contract/system/register-settings';
import { validateRegisterField } from '@wl/contract/validation/validate-register-field';
import { useSystemStatus } from '../../../../api/system/get-status';
import {
  fieldMessageText,
  problemMessage,
  passwordChangeErrors,
  type FieldMessage,
} from '../../../../components/form/field-message';
import { FormAlert, focusFirst } from '../../../../components/form/form-alert';
import { PasswordField } from '../../../../components/form/password-field';
import { errorMessage } from '../../../../components/error-message';
import { setPaymentPassword } from '../../api/security';

const SIX_DIGITS: RegisterFieldRule = {
  enabled: true,
  required: true,
  minLength: 6,
  maxLength: 6,
  patternId: 6,
  acceptedPattern: '*',
};

type Field = 'oldPaymentPassword' | 'newPaymentPassword' | 'confirmPaymentPassword';
const ORDER: Field[] = ['oldPaymentPassword', 'newPaymentPassword', 'confirmPaymentPassword'];
const id = (f: Field) => `mc-${f}`;
const EMPTY: Record<Field, string> = {
  oldPaymentPassword: '',
  newPaymentPassword: '',
  confirmPaymentPassword: '',
};

export function PaymentPasswordSection({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, FieldMessage>>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  const has = member.hasPaymentPassword;
  const rule = { ...(status.info.register.paymentPassword ?? SIX_DIGITS), required: true };

  const set = (f: Field, v: string) => {
    setValues((s) => ({ ...s, [f]: v }));
    setErrors((e) => ({ ...e, [f]: undefined }));
  };

  const submit = async () => {
    setFailure(null);
    const problem = validateRegisterField(rule, values.newPaymentPassword);
    const found: Partial<Record<Field, FieldMessage>> = {
      oldPaymentPassword: has && !values.oldPaymentPassword ? { key: 'field_required' } : undefined,
      newPaymentPassword: problem ? problemMessage(problem) : undefined,
      confirmPaymentPassword: !values.confirmPaymentPassword
        ? { key: 'field_required' }
        : values.confirmPaymentPassword !== values.newPaymentPassword
          ? { key: 'confirm_mismatch' }
          : undefined,
    };
    setErrors(found);
    const invalid = ORDER.filter((f) => found[f]);
    if (invalid.length > 0) return focusFirst(invalid.map(id));
    setBusy(true);
    try {
      await setPaymentPassword({
        oldPaymentPassword: has ? values.oldPaymentPassword : undefined,
        newPaymentPassword: values.newPaymentPassword,
        confirmPaymentPassword: values.confirmPaymentPassword,
      });
      await client.invalidateQueries({ queryKey: ['member', 'info'] });
      setValues(EMPTY);
      setOpen(false);
      setSaved(true);
    } catch (error) {
      const fields = passwordChangeErrors<Field>(error, {
        wrongCode: 'invalid.payment.pw',
        currentField: 'oldPaymentPassword',
        confirmField: 'confirmPaymentPassword',
      });
      const invalid = ORDER.filter((f) => fields[f]);
      if (invalid.length > 0) {
        setErrors(fields);
        focusFirst(invalid.map(id));
      } else setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const field = (f: Field, label: string) => (
    <PasswordField
      id={id(f)}
      label={label}
      value={values[f]}
      onChange={(v) => set(f, v.trim())}
      error={errors[f] ? fieldMessageText(t, errors[f]) : null}
      required
      inputMode={rule.patternId === 6 ? 'numeric' : undefined}
      autoComplete="off"
      maxLength={rule.maxLength || 128}
    />
  );

  return (
    <div className="mc-item">
      <div className="mc-item__head">
        <div>
          <strong>{t('security.paymentPassword')}</strong>
          <p className="mc-muted">{t(has ? 'security.isSet' : 'security.notSet')}</p>
        </div>
        <button
          type="button"
          className="btn"
          aria-expanded={open}
          aria-controls="mc-payment-form"
          onClick={() => {
            setOpen(!open);
            setSaved(false);
          }}
        >
          {t(has ? 'security.change' : 'security.set')}
        </button>
      </div>
      {saved ? <FormAlert tone="success">{t('security.paymentPasswordSaved')}</FormAlert> : null}
      {open ? (
        <form
          id="mc-payment-form"
          className="mc-form"
          noValidate
          aria-busy={busy}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {failure ? <FormAlert tone="error">{errorMessage(t, failure)}</FormAlert> : null}
          {has ? field('oldPaymentPassword', t('security.oldPaymentPassword')) : null}
          {field('newPaymentPassword', t('security.newPaymentPassword'))}
          {field('confirmPaymentPassword', t('security.confirmPaymentPassword'))}
          <div className="form-actions">
            <button type="submit" className="btn btn--primary" disabled={busy}>
              {t('security.save')}
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
