/**
 * Offering terms to a direct downline agent: its user name, the tiers (each a ratio and the
 * turnover, loss and active-member thresholds that unlock it) and, for a dividend, the period.
 * The server checks everything (ratio ≤ own ratio, climbing tiers, the member is a direct
 * downline) and its message is shown as is.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { errorMessage } from '../../../components/error-message';
import { processContract, type ContractKind } from './contracts-api';

interface TierRow {
  ratio: string;
  minTurnover: string;
  minLoss: string;
  minActiveMembers: string;
}
const EMPTY: TierRow = { ratio: '', minTurnover: '0', minLoss: '0', minActiveMembers: '0' };
const PERIODS = ['daily', 'weekly', 'half_monthly', 'monthly'] as const;

export function ProposeForm(props: { kind: ContractKind }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [username, setUsername] = useState('');
  const [period, setPeriod] = useState<(typeof PERIODS)[number]>('weekly');
  const [tiers, setTiers] = useState<TierRow[]>([EMPTY]);
  const dividend = props.kind === 'dividend';
  const offer = useMutation({
    mutationFn: () =>
      processContract(props.kind, {
        action: 'propose',
        downlineUsername: username.trim(),
        ...(dividend ? { period } : {}),
        tiers: tiers.map((row) => ({
          ratio: row.ratio.trim(),
          minTurnover: row.minTurnover.trim() || '0',
          minLoss: dividend ? row.minLoss.trim() || '0' : '0',
          minActiveMembers: Number(row.minActiveMembers) || 0,
        })),
      }),
    onSuccess: () => {
      setUsername('');
      setTiers([EMPTY]);
      void client.invalidateQueries({ queryKey: ['contracts', props.kind] });
    },
  });
  const setTier = (i: number, patch: Partial<TierRow>) =>
    setTiers((rows) => rows.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    offer.mutate();
  };
  return (
    <form className="ct-propose" onSubmit={onSubmit} aria-labelledby="ct-propose-title">
      <h4 id="ct-propose-title">{t('agentContracts.proposeTitle')}</h4>
      <TextField
        id="ct-downline"
        label={t('agentContracts.downlineUsername')}
        value={username}
        onChange={setUsername}
        required
        autoComplete="off"
      />
      {dividend && (
        <label className="ct-field">
          <span>{t('agentContracts.period')}</span>
          <select value={period} onChange={(e) => setPeriod(e.target.value as typeof period)}>
            {PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`agentContracts.periods.${p}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      <fieldset className="ct-tiers">
        <legend>{t('agentContracts.tiers')}</legend>
        {tiers.map((row, i) => (
          <div className="ct-tier" key={i} data-tier={i}>
            <TextField
              id={`ct-ratio-${i}`}
              label={t('agentContracts.ratioPercent')}
              value={row.ratio}
              onChange={(v) => setTier(i, { ratio: v })}
              inputMode="decimal"
              required
            />
            <TextField
              id={`ct-turnover-${i}`}
              label={t('agentContracts.minTurnover')}
              value={row.minTurnover}
              onChange={(v) => setTier(i, { minTurnover: v })}
              inputMode="decimal"
            />
            {dividend && (
              <TextField
                id={`ct-loss-${i}`}
                label={t('agentContracts.minLoss')}
                value={row.minLoss}
                onChange={(v) => setTier(i, { minLoss: v })}
                inputMode="decimal"
              />
            )}
            <TextField
              id={`ct-active-${i}`}
              label={t('agentContracts.minActive')}
              value={row.minActiveMembers}
              onChange={(v) => setTier(i, { minActiveMembers: v })}
              inputMode="numeric"
            />
            {tiers.length > 1 && (
              <button
                type="button"
                className="btn btn--ghost"
                onClick={() => setTiers((rows) => rows.filter((_, j) => j !== i))}
              >
                {t('agentContracts.removeTier')}
              </button>
            )}
          </div>
        ))}
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => setTiers((r) => [...r, EMPTY])}
        >
          {t('agentContracts.addTier')}
        </button>
      </fieldset>
      {offer.isError && <FormAlert tone="error">{errorMessage(t, offer.error)}</FormAlert>}
      {offer.isSuccess && <FormAlert tone="success">{t('agentContracts.proposed')}</FormAlert>}
      <button type="submit" className="btn btn--primary" disabled={offer.isPending}>
        {t('agentContracts.propose')}
      </button>
    </form>
  );
}
