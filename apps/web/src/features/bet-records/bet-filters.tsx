/** Game type, vendor and date filters with the quick picks today / yesterday / 7 / 30 days. */
import { useTranslation } from '../../i18n/use-translation';
import { GAME_TYPES } from '@wl/contract/games/common';
import { useVendorLanes } from '../../api/games/vendor-lanes';
import { QUICK_RANGES, rangeProblem, type BetFilterState } from './bet-filter-state';

/** Vendor codes with their names, once each, from the lanes the header already reads. */
function useVendors(gameType: string): { code: string; name: string }[] {
  const lanes = useVendorLanes();
  const seen = new Map<string, string>();
  for (const lane of lanes.data ?? []) {
    if (gameType && lane.title !== gameType) continue;
    for (const card of lane.cards) {
      if (card.isGame === 'VASSALAGE' && !seen.has(card.vassalage)) {
        seen.set(card.vassalage, card.displayName);
      }
    }
  }
  return [...seen].map(([code, name]) => ({ code, name }));
}

export function BetFilters(props: {
  value: BetFilterState;
  onChange: (next: BetFilterState) => void;
}) {
  const { t } = useTranslation();
  const { value, onChange } = props;
  const vendors = useVendors(value.gameType);
  const problem = rangeProblem(value);
  const setDay = (field: 'startDate' | 'endDate', day: string) => {
    // Leaving a quick pick: the other end starts on the same day so the range is whole.
    const other = field === 'startDate' ? 'endDate' : 'startDate';
    const otherDay = value.quick === null && value[other] ? value[other] : day;
    onChange({ ...value, quick: null, [field]: day, [other]: otherDay });
  };
  return (
    <div className="bet-records-filters">
      <label>
        {t('betRecords.gameType')}
        <select
          value={value.gameType}
          onChange={(e) => onChange({ ...value, gameType: e.target.value, vendorCode: '' })}
        >
          <option value="">{t('betRecords.allGameTypes')}</option>
          {GAME_TYPES.map((g) => (
            <option key={g} value={g}>
              {t(`betRecords.gameTypes.${g}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('betRecords.vendor')}
        <select
          value={value.vendorCode}
          onChange={(e) => onChange({ ...value, vendorCode: e.target.value })}
        >
          <option value="">{t('betRecords.allVendors')}</option>
          {vendors.map((v) => (
            <option key={v.code} value={v.code}>
              {v.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('betRecords.from')}
        <input
          type="date"
          value={value.startDate}
          onChange={(e) => setDay('startDate', e.target.value)}
        />
      </label>
      <label>
        {t('betRecords.to')}
        <input
          type="date"
          value={value.endDate}
          onChange={(e) => setDay('endDate', e.target.value)}
        />
      </label>
      <div role="group" aria-label={t('betRecords.quickPicks')} className="bet-records-picks">
        {QUICK_RANGES.map((q) => (
          <button
            key={q}
            type="button"
            className="bet-records-chip"
            aria-pressed={value.quick === q}
            onClick={() => onChange({ ...value, quick: q, startDate: '', endDate: '' })}
          >
            {t(`betRecords.quick.${q}`)}
          </button>
        ))}
      </div>
      {problem ? (
        <p className="bet-records-note" role="alert">
          {t(`betRecords.range.${problem}`)}
        </p>
      ) : null}
    </div>
  );
}
