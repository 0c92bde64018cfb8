import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field';

/**
 * Form pieces banners and notices share: where and when an item shows, and the languages its
 * versions may be written in. Times are edited in the operator's local time.
 */
export const CONTENT_LANGUAGES = ['EN', 'TW', 'CN', 'ID', 'TH', 'TY', 'VI'] as const;

export interface ScheduleValues {
  platform: 'A' | 'W' | 'M';
  sort: number;
  startAt: string;
  endAt: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** Milliseconds to a datetime-local value (local time), '' for none. */
export function toLocalInput(ms: number | null): string {
  if (!ms) return '';
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
export const fromLocalInput = (value: string) => (value ? new Date(value).getTime() : null);

export function scheduleBody(v: ScheduleValues) {
  return {
    platform: v.platform,
    sort: Number(v.sort),
    startAt: fromLocalInput(v.startAt),
    endAt: fromLocalInput(v.endAt),
  };
}

export function ScheduleFields<T extends FieldValues & ScheduleValues>({
  register,
  errorOf = () => undefined,
}: {
  register: UseFormRegister<T>;
  /** Each field's refusal (use-editor.ts), when the editor has one. */
  errorOf?: (name: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const field = (name: keyof ScheduleValues) => register(name as Path<T>);
  return (
    <>
      <Field label={t('content.platform')} error={errorOf('platform')}>
        <select {...field('platform')}>
          {(['A', 'W', 'M'] as const).map((p) => (
            <option key={p} value={p}>
              {t(`content.platforms.${p}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('content.sort')} error={errorOf('sort')}>
        <input type="number" min={0} max={9999} {...field('sort')} />
      </Field>
      <Field label={t('content.startAt')} error={errorOf('startAt')}>
        <input type="datetime-local" {...field('startAt')} />
      </Field>
      <Field label={t('content.endAt')} error={errorOf('endAt')}>
        <input type="datetime-local" {...field('endAt')} />
      </Field>
    </>
  );
}

export function LanguageSelect(props: React.ComponentProps<'select'>) {
  return (
    <select {...props}>
      {CONTENT_LANGUAGES.map((l) => (
        <option key={l} value={l}>
          {l}
        </option>
      ))}
    </select>
  );
}
