import { useTranslation } from '../../i18n/use-translation';
import { MoonIcon, SunIcon } from '../../components/icons';
import { setTheme, useTheme } from '../../theme/theme';

/** Switches light/dark; the choice is stored in localStorage `theme`. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className="icon-btn"
      aria-pressed={dark}
      aria-label={t('header.darkTheme')}
      title={t('header.darkTheme')}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      {dark ? <MoonIcon /> : <SunIcon />}
    </button>
  );
}
