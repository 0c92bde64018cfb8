/** One input of the registration form, by field name (label, input kind, autocomplete). */
import { useTranslation } from '../../../i18n/use-translation';
import { fillPatternText } from '@wl/contract/validation/register-patterns';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/text-field';
import { fieldMessageText, type FieldMessage } from '../../../components/form/field-message';
import type { LayoutField, RegisterInput } from './register-rules';
import { fieldId } from './use-register-form';

const AUTOCOMPLETE: Partial<Record<RegisterInput, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  paymentPassword: 'off',
  payeeName: 'name',
  email: 'email',
};

const NUMERIC: readonly RegisterInput[] = ['qqNum', 'whatsapp', 'paymentPassword'];

export function RegisterFieldInput(props: {
  field: LayoutField;
  value: string;
  onChange: (value: string) => void;
  error: FieldMessage | undefined;
}) {
  const { t } = useTranslation();
  const { name, rule, required } = props.field;
  const id = fieldId(name);
  const error = props.error ? fieldMessageText(t, props.error) : null;
  const common = {
    id,
    label: t(`auth.fields.${name}` as 'auth.fields.username'),
    value: props.value,
    onChange: props.onChange,
    error,
    required,
    autoComplete: AUTOCOMPLETE[name] ?? 'off',
    maxLength: rule.maxLength > 0 ? rule.maxLength : 255,
    inputMode: NUMERIC.includes(name) ? ('numeric' as const) : undefined,
  };
  // The pattern text of the rule doubles as the hint, so the rule is known before typing.
  const patternHint =
    name === 'username' || name === 'password'
      ? fillPatternText(
          t(`errors.reg_pattern_${rule.patternId}` as 'errors.reg_pattern_0'),
          rule.minLength,
          rule.maxLength,
        )
      : undefined;
  if (name === 'password' || name === 'confirmPassword' || name === 'paymentPassword') {
    return <PasswordField {...common} hint={name === 'password' ? patternHint : undefined} />;
  }
  const hint =
    name === 'payeeName' ? t('auth.payeeNameHint') : name === 'username' ? patternHint : undefined;
  return (
    <TextField
      {...common}
      type={name === 'email' ? 'email' : 'text'}
      autoCapitalize={name === 'payeeName' ? 'words' : 'off'}
      spellCheck={false}
      hint={hint}
    />
  );
}
