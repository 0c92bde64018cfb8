import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLOCK_REFRESH_MS, formatClock } from './format-clock';

const WEEKDAY_KEYS = [
  'weekday.0',
  'weekday.1',
  'weekday.2',
  'weekday.3',
  'weekday.4',
  'weekday.5',
  'weekday.6',
] as const;

/** The header's date and time, refreshed every second (not announced to screen readers). */
export function Clock() {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const parts = formatClock(now);
  return (
    <time className="clock" dateTime={now.toISOString()}>
      <span>{parts.date}</span> <span>{t(WEEKDAY_KEYS[parts.weekday] ?? 'weekday.0')}</span>{' '}
      <span className="clock__time">{parts.time}</span>
    </time>
  );
}
