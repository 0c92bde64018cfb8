import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field';

export const QUICK_PICKS = ['today', 'yesterday', 'last7days', 'last30days'] as const;
export type Period =
  { quick: (typeof QUICK_PICKS)[number] } | { startDate: string; endDate: string };

/**
 * A report's period: a quick pick, or two UTC days (the server refuses more than 90 days or an
 * inverted range with a message shown above the report).
 */
export function PeriodPicker(props: { period: Period; onChange: (period: Period) => void }) {
  const { t } = useTranslation();
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const current = 'quick' in props.period ? props.period.quick : null;
  return (
    <div className="filters" role="group" aria-label={t('reports.period')}>
      {QUICK_PICKS.map((quick) => (
        <button
          key={quick}
          type="button"
          className={current === quick ? undefined : 'secondary'}
          aria-pressed={current === quick}
          onClick={() => props.onChange({ quick })}
        >
          {t(`reports.quick.${quick}`)}
        </button>
      ))}
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (start && end) props.onChange({ startDate: start, endDate: end });
        }}
      >
        <Field label={t('reports.from')}>
          <input type="date" required value={start} onChange={(e) => setStart(e.target.value)} />
        </Field>
        <Field label={t('reports.to')}>
          <input type="date" required value={end} onChange={(e) => setEnd(e.target.value)} />
        </Field>
        <button type="submit">{t('reports.apply')}</button>
      </form>
    </div>
  );
}
