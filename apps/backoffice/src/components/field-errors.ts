import type { FieldErrors, FieldValues } from 'react-hook-form';
import { OpsError } from '../api/ops-client';

/** The form's own rules (react-hook-form's types) as the message keys the server uses. */
const RULE_KEYS: Record<string, string> = {
  required: 'field_required',
  maxLength: 'field_too_big',
  max: 'field_too_big',
  minLength: 'field_too_small',
  min: 'field_too_small',
  pattern: 'field_invalid_format',
};

/**
 * The server's refused fields of a failed save (`value.fields`: a dotted path and a message
 * key), keyed by path. The first key a path gets wins.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!(error instanceof OpsError)) return out;
  const value = error.value as { fields?: { field?: unknown; messageKey?: unknown }[] } | null;
  if (!value || !Array.isArray(value.fields)) return out;
  for (const f of value.fields) {
    if (typeof f.field === 'string' && typeof f.messageKey === 'string') {
      out[f.field] ??= f.messageKey;
    }
  }
  return out;
}

/**
 * One lookup for an editor's fields: the form's own rule first, then the server's answer for
 * the same field. `serverPaths` names, for a form field whose value the server receives under
 * another name (percent → percentBps), the request paths it stands for; a server path is
 * matched by its start, so `target` covers `target.levels.0`.
 */
export function fieldErrors<T extends FieldValues>(
  errors: FieldErrors<T>,
  saveError: unknown,
  serverPaths: Record<string, string[]> = {},
): (name: string) => string | undefined {
  const server = Object.entries(serverFieldErrors(saveError));
  return (name) => {
    const own = name
      .split('.')
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown> | undefined)?.[part],
        errors,
      ) as { type?: string } | undefined;
    if (own?.type) return RULE_KEYS[own.type] ?? 'field_invalid';
    const paths = serverPaths[name] ?? [name];
    const hit = server.find(([path]) => paths.some((p) => path === p || path.startsWith(`${p}.`)));
    return hit?.[1];
  };
}
