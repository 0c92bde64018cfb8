/**
 * Field messages, from the popup's own checks and from the server's field errors alike:
 * a message key under `errors.` and, for the registration patterns, the bounds filled into
 * the pattern text (one number when min equals max, spec §5).
 */
import type { TFunction } from 'i18next';
import type { FieldError } from '@wl/contract/auth/register-member';
import { fillPatternText } from '@wl/contract/validation/register-patterns';
import type { FieldProblem } from '@wl/contract/validation/validate-register-field';
import { ApiError } from '../../api/api-error';
import { i18n } from '../../i18n/i18n';

export interface FieldMessage {
  key: string;
  min?: number;
  max?: number;
}

export function problemMessage(problem: FieldProblem): FieldMessage {
  return problem.kind === 'required'
    ? { key: problem.messageKey }
    : { key: problem.messageKey, min: problem.min, max: problem.max };
}

export function fieldMessageText(t: TFunction, message: FieldMessage): string {
  const key = `errors.${message.key}`;
  // Keys come from the server and the shared validator at run time; unknown ones fall back.
  const text = i18n.exists(key) ? t(key as 'errors.error_system') : t('errors.field_invalid');
  if (message.min === undefined || message.max === undefined) return text;
  return fillPatternText(text, message.min, message.max);
}

/** The server's field errors (`value.fields`) of a failed call, keyed by field name. */
export function serverFieldErrors(error: unknown): Record<string, FieldMessage> {
  if (!(error instanceof ApiError)) return {};
  const value = error.value as { fields?: FieldError[] } | null;
  const out: Record<string, FieldMessage> = {};
  if (!value || !Array.isArray(value.fields)) return out;
  for (const f of value.fields) {
    if (typeof f?.field !== 'string' || typeof f.messageKey !== 'string') continue;
    out[f.field] ??= { key: f.messageKey, min: f.min, max: f.max };
  }
  // A taken name or number is answered by code; make sure the field shows it.
  if (error.errorCode === 'username_taken') out.username ??= { key: error.messageKey };
  if (error.errorCode === 'mobile_taken') out.mobileNum ??= { key: error.messageKey };
  return out;
}

/**
 * The field errors of a failed password change (login or payment password): the server's field
 * errors, a wrong current password (`wrongCode`) shown on `currentField`, and the server's
 * "entered twice differently" in the form's own words on `confirmField`.
 */
export function passwordChangeErrors<F extends string>(
  error: unknown,
  form: { wrongCode: string; currentField: F; confirmField: F },
): Partial<Record<F, FieldMessage>> {
  const fields = serverFieldErrors(error) as Partial<Record<F, FieldMessage>>;
  if (error instanceof ApiError && error.errorCode === form.wrongCode)
    fields[form.currentField] = { key: error.messageKey };
  if (fields[form.confirmField]?.key === 'inconsistent_twice')
    fields[form.confirmField] = { key: 'confirm_mismatch' };
  return fields;
}

/** Whether a failed login asks the popup to show (and load) the captcha. */
export function asksForCaptcha(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const value = error.value as { captcha?: unknown } | null;
  return typeof value === 'object' && value !== null && value.captcha === true;
}
