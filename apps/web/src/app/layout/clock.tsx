import { useTranslation } from '../../i18n/use-translation';
import { useMediaQuery } from '../../components/use-media-query';
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

/** Where the top bar is folded behind the menu (header.css, max-width 900px). */
export const TOP_BAR_FOLDED_QUERY = '(max-width: 900px)';

/**
 * The clock, only where it can be seen: on a phone the top bar is folded behind the menu, so
 * the clock mounts when the menu opens. Until then no date formatter is built — the page's first
 * one starts the browser's date data, ~80 ms on Lighthouse's phone — and no timer re-renders
 * it every second (docs/performance.md, 2026-11-30).
 */
export function ShownClock({ menuOpen }: { menuOpen: boolean }) {
  const folded = useMediaQuery(TOP_BAR_FOLDED_QUERY);
  return folded && !menuOpen ? null : <Clock />;
}
