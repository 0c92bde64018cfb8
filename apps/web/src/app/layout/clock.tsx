import { useTranslation } from 'react-i18next';
import { useNow } from '../../components/use-now';
import { formatClock, localeTag } from '../../i18n/format';

/**
 * The header's date, weekday and time in the language on screen (names from Intl), refreshed
 * every second (not announced to screen readers). The figures stay left-to-right in Arabic.
 */
export function Clock() {
  const { i18n } = useTranslation();
  const now = new Date(useNow());
  const parts = formatClock(now, localeTag(i18n.language));
  return (
    <time className="clock" dateTime={now.toISOString()}>
      <bdi>{parts.date}</bdi> <span>{parts.weekday}</span>{' '}
      <bdi className="clock__time">{parts.time}</bdi>
    </time>
  );
}
