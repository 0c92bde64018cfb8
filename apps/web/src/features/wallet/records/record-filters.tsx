/**
 * Type and date filters of the record pages, with the quick picks today / past 7 / 30 days,
 * and a note when the chosen range is not valid.
 */
import { useTranslation } from '../../../i18n/use-translation';
import { RECORD_TYPES, type RecordType } from '@wl/contract/ledger/transfer-codes';
import type { DayRange, QuickPick } from '../shared/date-range';

const PICKS: readonly Exclude<QuickPick, 'custom'>[] = ['today', '7d', '30d'];

export function RecordFilters(props: {
  showType: boolean;
  type: RecordType | undefined;
  onType: (type: RecordType | undefined) => void;
  dates: {
    pick: QuickPick;
    onPick: (pick: Exclude<QuickPick, 'custom'>) => void;
    range: DayRange;
    onRange: (range: DayRange) => void;
    times: unknown;
  };
}) {
  const { t } = useTranslation();
  const { pick, onPick, range, onRange } = props.dates;
  return (
    <>
      <div className="wallet-card wallet-filters">
        {props.showType ? (
          <label>
            {t('wallet.records.type')}
            <select
              className="wallet-select"
              value={props.type ?? ''}
              onChange={(e) => {
                const v = e.target.value;
                props.onType(RECORD_TYPES.find((r) => r === v));
              }}
            >
              <option value="">{t('wallet.records.allTypes')}</option>
              {RECORD_TYPES.map((r) => (
                <option key={r} value={r}>
                  {t(`wallet.records.types.${r}`)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label>
          {t('wallet.records.from')}
          <input
            type="date"
            value={range.from}
            max={range.to}
            onChange={(e) => onRange({ ...range, from: e.target.value })}
          />
        </label>
        <label>
          {t('wallet.records.to')}
          <input
            type="date"
            value={range.to}
            min={range.from}
            onChange={(e) => onRange({ ...range, to: e.target.value })}
          />
        </label>
        <div className="wallet-tabs" role="group" aria-label={t('wallet.records.quickPicks')}>
          {PICKS.map((p) => (
            <button
              key={p}
              type="button"
              className="wallet-chip"
              aria-pressed={pick === p}
              onClick={() => onPick(p)}
            >
              {t(`wallet.records.pick.${p}`)}
            </button>
          ))}
        </div>
      </div>
      {props.dates.times === null ? (
        <p className="wallet-note">{t('wallet.records.badRange')}</p>
      ) : null}
    </>
  );
}
