import { useTranslation } from '../../../i18n/use-translation';

/** The loader over a form while its calls run (spec §4). */
export function BusyCover({ busy }: { busy: boolean }) {
  const { t } = useTranslation();
  if (!busy) return null;
  return (
    <div className="busy-cover" role="status">
      <span className="busy-cover__spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
