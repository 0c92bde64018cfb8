import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field';

/** A review queue's status filter: 'all' first, each status by its translated name. */
export function StatusSelect<S extends string>(props: {
  value: S | 'all';
  statuses: readonly S[];
  /** Translation prefix of the status names, e.g. 'cashier.statuses'. */
  names: string;
  onChange: (status: S | 'all') => void;
}) {
  const { t } = useTranslation();
  const options: (S | 'all')[] = ['all', ...props.statuses];
  return (
    <Field label={t('cashier.status')}>
      <select
        value={props.value}
        onChange={(e) => props.onChange(options.find((o) => o === e.target.value) ?? 'all')}
      >
        {options.map((s) => (
          <option key={s} value={s}>
            {t(`${props.names}.${s}`)}
          </option>
        ))}
      </select>
    </Field>
  );
}
