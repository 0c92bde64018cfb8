/**
 * The member's own contract with its upline as a card: status, who offered it, period, tiers,
 * and the answers it allows (sign or refuse an offer, terminate a running contract).
 */
import { useTranslation } from '../../../i18n/use-translation';
import type { ContractView } from '@wl/contract/contracts/process-contract';
import { FormAlert } from '../../../components/form/form-alert';
import { formatRecordTime as formatTime } from '../../../i18n/format';
import { TiersTable } from './tiers-table';

export type Answer = 'sign' | 'refuse' | 'terminate';

const LABELS = {
  sign: 'agentContracts.sign',
  refuse: 'agentContracts.refuse',
  terminate: 'agentContracts.terminate',
} as const;

/** An offer is signed or refused; a running contract can be terminated. */
const answersFor = (status: ContractView['status']): Answer[] =>
  status === 'proposed' ? ['sign', 'refuse'] : status === 'active' ? ['terminate'] : [];

export function OwnContract(props: {
  contract: ContractView;
  busy: boolean;
  onAnswer: (action: Answer) => void;
  /** Absent where the history cannot be shown (the pending-offer dialog). */
  onHistory?: () => void;
  /** Names the kind above the terms (the dialog lists offers of several kinds). */
  showKind?: boolean;
}) {
  const { t } = useTranslation();
  const c = props.contract;
  return (
    <article
      className="ct-card"
      data-status={c.status}
      aria-label={t('agentContracts.contractNo', { id: c.contractId })}
    >
      {props.showKind ? <h4>{t(`agentContracts.kinds.${c.kind}`)}</h4> : null}
      <p>
        <strong>{t(`agentContracts.status_${c.status}`)}</strong>{' '}
        {t('agentContracts.from', { upline: c.uplineUsername ?? t('agentContracts.platform') })} ·{' '}
        {t(`agentContracts.periods.${c.period}`)} · {formatTime(c.signedAt ?? c.proposedAt)}
      </p>
      <div className="ct-scroll">
        <TiersTable tiers={c.tiers} showLoss={c.kind === 'dividend'} />
      </div>
      {c.status === 'proposed' && c.downlineHigherRate === 'Y' && (
        <FormAlert tone="info">{t('agentContracts.higherRateWarning')}</FormAlert>
      )}
      <div className="ct-actions">
        {answersFor(c.status).map((action) => (
          <button
            key={action}
            type="button"
            className={action === 'sign' ? 'btn btn--primary' : 'btn btn--ghost'}
            disabled={props.busy}
            onClick={() => props.onAnswer(action)}
          >
            {t(LABELS[action])}
          </button>
        ))}
        {props.onHistory ? (
          <button type="button" className="btn btn--ghost" onClick={props.onHistory}>
            {t('agentContracts.history')}
          </button>
        ) : null}
      </div>
    </article>
  );
}
