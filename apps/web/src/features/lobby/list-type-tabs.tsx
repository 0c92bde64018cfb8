/** All / hot / favourites / recent. The last two need a signed-in member (spec §5). */
import { useTranslation } from '../../i18n/use-translation';
import { LIST_TYPES, type ListType } from './lobby-filters';

export function ListTypeTabs({
  value,
  onChange,
}: {
  value: ListType;
  onChange: (type: ListType) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="list-types" role="group" aria-label={t('lobby.listTypes')}>
      {LIST_TYPES.map((type) => (
        <button
          key={type}
          type="button"
          className={value === type ? 'list-types__tab list-types__tab--on' : 'list-types__tab'}
          aria-pressed={value === type}
          onClick={() => onChange(type)}
        >
          {t(`lobby.list.${type}`)}
        </button>
      ))}
    </div>
  );
}
