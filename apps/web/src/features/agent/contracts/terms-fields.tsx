/**
 * The terms of a contract offer: the tiers (each a ratio and the turnover, loss and
 * active-member thresholds that unlock it) and, for a dividend, the period. Shared by the
 * offer to a downline and an invitation code's offer; the server checks everything.
 */
import { useTranslation } from '../../../i18n/use-translation';
import { TextField } from '../../../components/form/text-field';
import type { ContractKind } from './contracts-api';
import './contracts.css';

export interface TierRow {
  ratio: string;
  minTurnover: string;
  minLoss: string;
  minActiveMembers: string;
}
export const DIVIDEND_PERIODS = ['daily', 'weekly', 'half_monthly', 'monthly'] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];

export interface Terms {
  period: DividendPeriod;
  tiers: TierRow[];
}
export const EMPTY_TERMS: Terms = {
  period: 'weekly',
  tiers: [{ ratio: '', minTurnover: '0', minLoss: '0', minActiveMembers: '0' }],
};

/** The terms as the contract calls take them (a dividend alone has a period and a loss). */
export function termsToInput(kind: ContractKind, terms: Terms) {
  const dividend = kind === 'dividend';
  return {
    ...(dividend ? { period: terms.period } : {}),
    tiers: terms.tiers.map((row) => ({
      ratio: row.ratio.trim(),
      minTurnover: row.minTurnover.trim() || '0',
      minLoss: dividend ? row.minLoss.trim() || '0' : '0',
      minActiveMembers: Number(row.minActiveMembers) || 0,
    })),
  };
}

export function TermsFields(props: {
  kind: ContractKind;
  /** Keeps field ids unique when two forms are on one page. */
  idPrefix: string;
  value: Terms;
  onChange: (terms: Terms) => void;
}) {
  const { t } = useTranslation();
  const { kind, idPrefix: id, value, onChange } = props;
  const dividend = kind === 'dividend';
  const setTier = (i: number, patch: Partial<TierRow>) =>
    onChange({
      ...value,
      tiers: value.tiers.map((row, j) => (j === i ? { ...row, ...patch } : row)),
    });
  return (
    <>
      {dividend && (
        <label className="ct-field">
          <span>{t('agentContracts.period')}</span>
          <select
            value={value.period}
            onChange={(e) => onChange({ ...value, period: e.target.value as DividendPeriod })}
          >
            {DIVIDEND_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`agentContracts.periods.${p}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      <fieldset className="ct-tiers">
        <legend>{t('agentContracts.tiers')}</legend>
        {value.tiers.map((row, i) => (
          <div className="ct-tier" key={i} data-tier={i}>
            <TextField
              id={`${id}-ratio-${i}`}
              label={t('agentContracts.ratioPercent')}
              value={row.ratio}
              onChange={(v) => setTier(i, { ratio: v })}
              inputMode="decimal"
              required
            />
            <TextField
              id={`${id}-turnover-${i}`}
              label={t('agentContracts.minTurnover')}
              value={row.minTurnover}
              onChange={(v) => setTier(i, { minTurnover: v })}
              inputMode="decimal"
            />
            {dividend && (
              <TextField
                id={`${id}-loss-${i}`}
                label={t('agentContracts.minLoss')}
                value={row.minLoss}
                onChange={(v) => setTier(i, { minLoss: v })}
                inputMode="decimal"
              />
            )}
            <TextField
              id={`${id}-active-${i}`}
              label={t('agentContracts.minActive')}
              value={row.minActiveMembers}
              onChange={(v) => setTier(i, { minActiveMembers: v })}
              inputMode="numeric"
            />
            {value.tiers.length > 1 && (
              <button
                type="button"
                className="btn btn--ghost"
                onClick={() => onChange({ ...value, tiers: value.tiers.filter((_, j) => j !== i) })}
              >
                {t('agentContracts.removeTier')}
              </button>
            )}
          </div>
        ))}
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => onChange({ ...value, tiers: [...value.tiers, EMPTY_TERMS.tiers[0]!] })}
        >
          {t('agentContracts.addTier')}
        </button>
      </fieldset>
    </>
  );
}
