/** A password input with a show/hide toggle (a pressed button, labelled for screen readers). */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { EyeIcon, EyeOffIcon } from '../icons';
import { TextField, type TextFieldProps } from './text-field';

export function PasswordField(props: Omit<TextFieldProps, 'type' | 'adornment'>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="off"
      adornment={
        <button
          type="button"
          className="field__adornment-btn"
          aria-pressed={shown}
          aria-label={t('form.showPassword')}
          aria-controls={props.id}
          onClick={() => setShown(!shown)}
        >
          {shown ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}
