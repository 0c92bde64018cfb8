/**
 * Name search, classification (electronic games only) and minimum bet. Each change goes to
 * the lobby state, which resets to page 1 and clears the other filters (lobby-filters.ts).
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSystemStatus } from '../../api/system/get-status';
import { MIN_BET_OPTIONS, classifyOptions } from './filter-options';
import type { FilterChange, LobbyFilters } from './lobby-filters';

const ALL = '';

function SearchBox({ value, onSearch }: { value: string; onSearch: (name: string) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form className="lobby-filters__search" role="search" onSubmit={submit}>
      <label className="visually-hidden" htmlFor="lobby-search">
        {t('lobby.search')}
      </label>
      <input
        id="lobby-search"
        type="search"
        value={draft}
        maxLength={50}
        placeholder={t('lobby.searchPlaceholder')}
        onChange={(event) => setDraft(event.target.value)}
      />
      <button type="submit" className="btn btn--primary">
        {t('lobby.searchButton')}
      </button>
    </form>
  );
}

export function FilterBar({
  filters,
  withClassify,
  onChange,
}: {
  filters: LobbyFilters;
  withClassify: boolean;
  onChange: (change: FilterChange) => void;
}) {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const classifies = classifyOptions(status.info.settings.supportedLanguages);
  return (
    <div className="lobby-filters">
      {/* Keyed by the applied search, so clearing it elsewhere empties the box too. */}
      <SearchBox
        key={filters.gameName}
        value={filters.gameName}
        onSearch={(value) => onChange({ kind: 'gameName', value })}
      />
      {withClassify ? (
        <label className="lobby-filters__select">
          <span>{t('lobby.classify')}</span>
          <select
            value={filters.classify ?? ALL}
            onChange={(e) => onChange({ kind: 'classify', value: e.target.value || null })}
          >
            <option value={ALL}>{t('lobby.all')}</option>
            {classifies.map((code) => (
              <option key={code} value={code}>
                {t(`lobby.classifyType.${code}`)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className="lobby-filters__select">
        <span>{t('lobby.minBet')}</span>
        <select
          value={filters.minBet ?? ALL}
          onChange={(e) => onChange({ kind: 'minBet', value: e.target.value || null })}
        >
          {MIN_BET_OPTIONS.map((option) => (
            <option key={option ?? ALL} value={option ?? ALL}>
              {option ?? t('lobby.all')}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
