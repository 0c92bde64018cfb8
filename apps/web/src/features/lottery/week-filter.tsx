/** Week filter 1–7 (Sunday = 1), or every day. */
import { useTranslation } from '../../i18n/use-translation';
import { weekdayKey } from './lottery-rules';

export function WeekFilter({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (day: number | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="lottery-week" role="group" aria-label={t('lottery.weekFilter')}>
      <button
        type="button"
        className="lottery-week__day"
        aria-pressed={value === null}
        onClick={() => onChange(null)}
      >
        {t('lottery.allDays')}
      </button>
      {[1, 2, 3, 4, 5, 6, 7].map((day) => (
        <button
          key={day}
          type="button"
          className="lottery-week__day"
          aria-pressed={value === day}
          onClick={() => onChange(day)}
        >
          {t(weekdayKey(day))}
        </button>
      ))}
    </div>
  );
}
