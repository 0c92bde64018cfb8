/** One mission: what to do, progress toward the target, the reward and its action. */
import { useTranslation } from '../../i18n/use-translation';
import type { MissionView } from '@wl/contract/rewards/missions';
import { showMoney, useCurrencySymbol } from '../../components/records/money';
import { gameTypeName } from './reward-detail';

const MONEY_KINDS = new Set(['deposit', 'turnover']);
/** Kinds whose target counts things (days, rounds, friends): their text takes the plural form. */
const COUNT_KINDS = new Set(['login_days', 'rounds', 'invite']);

export function MissionItem(props: {
  mission: MissionView;
  busy: boolean;
  onClaim: (rewardId: string) => void;
}) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const m = props.mission;
  const amount = (v: string) => (MONEY_KINDS.has(m.kind) ? showMoney(v, symbol) : v);
  const game = m.gameType ? gameTypeName(t, m.gameType) : t('missions.anyGame');
  return (
    <li className="rewards__item" data-mission={m.id}>
      <div className="rewards__what">
        <strong>{m.title}</strong>
        <span>
          {COUNT_KINDS.has(m.kind)
            ? t(`missions.kinds.${m.kind}`, { count: Number(m.target), game })
            : t(`missions.kinds.${m.kind}`, { target: amount(m.target), game })}
        </span>
        <div
          className="missions__bar"
          role="progressbar"
          aria-label={t('missions.progress', { title: m.title })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={m.percent}
        >
          <span style={{ inlineSize: `${m.percent}%` }} />
        </div>
        <span>
          {amount(m.progress)} / {amount(m.target)}
        </span>
      </div>
      <strong className="rewards__amount">{showMoney(m.reward, symbol)}</strong>
      {m.status === 'completed' && m.rewardId ? (
        <button
          type="button"
          className="btn btn--primary"
          disabled={props.busy}
          aria-label={t('missions.claimOne', { title: m.title })}
          onClick={() => props.onClaim(m.rewardId!)}
        >
          {t('rewards.centre.claim')}
        </button>
      ) : (
        <span className={`missions__status missions__status--${m.status}`}>
          {t(`missions.status.${m.status}`)}
        </span>
      )}
    </li>
  );
}
