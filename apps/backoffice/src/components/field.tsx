import { cloneElement, useId, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from './error-text';
import './editor-form.css';

type Control = ReactElement<{ 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;

/**
 * One row of an editor: the label around its control and, when the value was refused, the
 * reason under it — the form's own rule or the server's (see field-errors.ts). The control is
 * marked invalid and described by the reason, so a screen reader says why. `check` puts a check
 * box before its text.
 */
export function Field(props: {
  label: ReactNode;
  /** A message key under `errors.` (field_required, field_too_big…), or nothing. */
  error?: string | undefined;
  className?: string;
  check?: boolean;
  children: Control;
}) {
  const { t } = useTranslation();
  const id = useId();
  const control = props.error
    ? cloneElement(props.children, { 'aria-invalid': true, 'aria-describedby': id })
    : props.children;
  const className = [props.check ? 'check' : '', props.className ?? ''].join(' ').trim();
  return (
    <label className={className || undefined}>
      {props.check ? control : props.label}
      {props.check ? props.label : control}
      {/* Hidden from the label's name ("Title", not "Title Required."), read as the control's
          description through aria-describedby. */}
      {props.error && (
        <span id={id} className="field-error" aria-hidden="true">
          {t(`errors.${props.error}`, { defaultValue: t('errors.field_invalid') })}
        </span>
      )}
    </label>
  );
}

/** An editor's last row: the save call's form-level error, Save and Cancel. */
export function EditorActions(props: { error: unknown; pending: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <ErrorText error={props.error} />
      <div className="row-actions">
        <button type="submit" disabled={props.pending}>
          {t('form.save')}
        </button>
        <button type="button" className="secondary" onClick={props.onCancel}>
          {t('form.cancel')}
        </button>
      </div>
    </>
  );
}

/**
 * An editor's form: its fields in the editor grid, then the save call's error, Save and
 * Cancel. The browser's own checks are off (noValidate): the form's rules and the server's
 * answer show under each field instead, in the operator's language.
 */
export function EditorForm(props: {
  onSubmit: (e: FormEvent) => Promise<void>;
  save: { error: unknown; isPending: boolean };
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <form className="editor-form" noValidate onSubmit={(e) => void props.onSubmit(e)}>
      {props.children}
      <EditorActions
        error={props.save.error}
        pending={props.save.isPending}
        onCancel={props.onCancel}
      />
    </form>
  );
}
