/**
 * Change password (spec §2, §5): old password (left out when the member has none yet, e.g.
 * an SMS-only account), new password by the merchant's rule, confirmation. Forced after a
 * login with an expired password: then closing it signs out instead of skipping it.
 * Success reloads the member, closes and goes home (the server ends every other session).
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { useMemberInfo } from '../../../api/member/member-info';
import { useSystemStatus } from '../../../api/system/get-status';
import { FormAlert, focusFirst } from '../../../components/form/form-alert';
import { PasswordField } from '../../../components/form/password-field';
import { errorMessage } from '../../../components/error-message';
import { Modal } from '../../../components/modal';
import { LoadingBlock } from '../../../components/query-state';
import { changePassword } from '../api/passwords';
import { passwordRule } from '@wl/contract/validation/register-field-rules';
import { BusyCover } from '../shared/busy-cover';
import {
  fieldMessageText,
  passwordChangeErrors,
  type FieldMessage,
} from '../../../components/form/field-message';
import { checkConfirmation, checkNewPassword } from '../shared/new-password';
import '../auth.css';

type Field = 'oldPassword' | 'newPassword' | 'confirmNewPassword';
const ORDER: Field[] = ['oldPassword', 'newPassword', 'confirmNewPassword'];
const id = (f: Field) => `change-${f}`;

export function ChangePasswordPopup(props: {
  forced: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const client = useQueryClient();
  const member = useMemberInfo();
  const [values, setValues] = useState<Record<Field, string>>({
    oldPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, FieldMessage>>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const askOld = member.data?.hasPassword !== false;
  const rule = passwordRule(status.info.register);

  const set = (name: Field, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const submit = async () => {
    setFailure(null);
    const found: Partial<Record<Field, FieldMessage>> = {
      oldPassword: askOld && !values.oldPassword ? { key: 'field_required' } : undefined,
      newPassword: checkNewPassword(rule, values.newPassword),
      confirmNewPassword: checkConfirmation(values.newPassword, values.confirmNewPassword),
    };
    setErrors(found);
    const invalid = ORDER.filter((f) => found[f]);
    if (invalid.length > 0) return focusFirst(invalid.map(id));
    setBusy(true);
    try {
      await changePassword({
        oldPassword: askOld ? values.oldPassword : undefined,
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
      await client.invalidateQueries({ queryKey: ['member', 'info'] });
      props.onChanged();
    } catch (error) {
      const fields = passwordChangeErrors<Field>(error, {
        wrongCode: 'old_password_wrong',
        currentField: 'oldPassword',
        confirmField: 'confirmNewPassword',
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

  const text = (f: Field) => (errors[f] ? fieldMessageText(t, errors[f]) : null);
  const field = (f: Field, label: string, autoComplete: string) => (
    <PasswordField
      id={id(f)}
      label={label}
      value={values[f]}
      onChange={(v) => set(f, v)}
      error={text(f)}
      required
      autoComplete={autoComplete}
      maxLength={128}
    />
  );
  return (
    <Modal open title={t('auth.changePasswordTitle')} onClose={props.onClose} size="small">
      {member.isPending ? (
        <LoadingBlock />
      ) : (
        <form
          className="auth-form"
          noValidate
          aria-busy={busy}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {props.forced ? <FormAlert tone="info">{t('auth.passwordExpired')}</FormAlert> : null}
          {!askOld ? <p className="auth-note">{t('auth.firstPassword')}</p> : null}
          {failure ? <FormAlert tone="error">{errorMessage(t, failure)}</FormAlert> : null}
          {askOld ? field('oldPassword', t('auth.fields.oldPassword'), 'current-password') : null}
          {field('newPassword', t('auth.fields.newPassword'), 'new-password')}
          {field('confirmNewPassword', t('auth.fields.confirmNewPassword'), 'new-password')}
          <div className="form-actions">
            <button type="submit" className="btn btn--primary" disabled={busy}>
              {t('auth.changePasswordSubmit')}
            </button>
            {props.forced ? (
              <button type="button" className="btn" onClick={props.onClose}>
                {t('account.signOut')}
              </button>
            ) : null}
          </div>
          <BusyCover busy={busy} />
        </form>
      )}
    </Modal>
  );
}
