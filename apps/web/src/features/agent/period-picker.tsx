/**
 * The period of an agent report (spec §9 date quick picks): today, yesterday, the past 7 and
 * 30 days, or two days picked by hand.
 */
import { useTranslation } from '../../i18n/use-translation';
import type { Period } from './api/agent-api';

const QUICK = ['today', 'yesterday', 'last7days', 'last30days'] as const;

export function periodQuery(p: Period): Record<string, string> {
  return 'quick' in p ? { quick: p.quick } : { startDate: p.startDate, endDate: p.endDate };
}

export function PeriodPicker(props: { value: Period; onChange: (next: Period) => void }) {
  const { t } = useTranslation();
  const { value, onChange } = props;
  const today = new Date().toISOString().slice(0, 10);
  const start = 'quick' in value ? today : value.startDate;
  const end = 'quick' in value ? today : value.endDate;
  return (
    <div className="ac-period" role="group" aria-label={t('agentCentre.period')}>
      {QUICK.map((q) => (
        <button
          key={q}
          type="button"
          className="btn btn--ghost ac-period__pick"
          aria-pressed={'quick' in value && value.quick === q}
          onClick={() => onChange({ quick: q })}
        >
          {t(`agentCentre.quick.${q}`)}
        </button>
      ))}
      <label>
        {t('agentCentre.from')}
        <input
          type="date"
          value={start}
          max={end}
          onChange={(e) => e.target.value && onChange({ startDate: e.target.value, endDate: end })}
        />
      </label>
      <label>
        {t('agentCentre.to')}
        <input
          type="date"
          value={end}
          min={start}
          onChange={(e) =>
            e.target.value && onChange({ startDate: start, endDate: e.target.value })
          }
        />
      </label>
    </div>
  );
}
