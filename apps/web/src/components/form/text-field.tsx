/**
 * A labelled form field. The error (and an optional hint) are tied to the input with
 * aria-describedby, and aria-invalid marks a field in error, so a screen reader reads the
 * problem with the field. `adornment` sits inside the control row (a show/hide button, a
 * send-code button, a dialling-code picker).
 */
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './form.css';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'id'
> {
  /** The input's id; forms focus the first field in error by it. */
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
  before?: ReactNode;
  adornment?: ReactNode;
}

export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  before,
  adornment,
  className,
  ...input
}: TextFieldProps) {
  const hintId = useId();
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {input.required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <div className="field__row">
        {before}
        <input
          {...input}
          id={id}
          className="field__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        {adornment}
      </div>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
