/**
 * rewardCenter (spec §2): everything the member can claim now — VIP bonuses, mission and
 * invitation rewards, promotions, the accrued rebate — claimable one by one or all at once.
 * The page's badge is the same list's count. A claim refreshes the balance and the records.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import type { ClaimableRewardView, ClaimRewardsResponse } from '@wl/contract/rewards/reward-centre';
import { errorMessage } from '../../components/error-message';
import { formatRecordTime as formatTime } from '../../i18n/format';
import { Loaded } from '../../components/records/loaded';
import { showMoney, useCurrencySymbol } from '../../components/records/money';
import { useRewardCentre } from '../../api/member/reward-centre';
import { claimAllRewards, claimReward, refreshAfterClaim } from './api/rewards';
import { rewardDetail } from './reward-detail';
import './rewards.css';

export default function RewardCentrePage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const symbol = useCurrencySymbol();
  const list = useRewardCentre(true, true);
  // The last claim's outcome (one or all), shown until the next claim.
  const [outcome, setOutcome] = useState<
    { paid: string; bonus: boolean } | { failure: unknown } | null
  >(null);
  const handlers = {
    onMutate: () => setOutcome(null),
    onSuccess: (r: ClaimRewardsResponse) =>
      setOutcome({ paid: r.totalAmount, bonus: r.claimed.some((c) => c.paidAs === 'bonus') }),
    onError: (failure: unknown) => setOutcome({ failure }),
    onSettled: () => refreshAfterClaim(client),
  };
  const one = useMutation({ mutationFn: claimReward, ...handlers });
  const all = useMutation({ mutationFn: claimAllRewards, ...handlers });
  const busy = one.isPending || all.isPending;

  return (
    <section className="rewards" aria-label={t('memberCentre.pages.rewardCenter')}>
      <Loaded query={list}>
        {(data) => (
          <>
            <div className="rewards__head">
              <p className="rewards__total">
                {t('rewards.centre.total', { amount: showMoney(data.totalAmount, symbol) })}
              </p>
              <button
                type="button"
                className="btn btn--accent"
                disabled={data.count === 0 || busy}
                onClick={() => all.mutate()}
              >
                {t('rewards.centre.claimAll')}
              </button>
            </div>
            <div aria-live="polite">
              {outcome && 'failure' in outcome ? (
                <p className="rewards__error" role="alert">
                  {errorMessage(t, outcome.failure)}
                </p>
              ) : outcome ? (
                <p className="rewards__done">
                  {t(outcome.bonus ? 'rewards.claimedWithBonus' : 'rewards.claimed', {
                    amount: showMoney(outcome.paid, symbol),
                  })}
                </p>
              ) : null}
            </div>
            {data.items.length === 0 ? (
              <p className="rewards__empty">{t('rewards.centre.empty')}</p>
            ) : (
              <ul className="rewards__list">
                {data.items.map((r) => (
                  <RewardItem
                    key={r.id}
                    reward={r}
                    symbol={symbol}
                    disabled={busy}
                    onClaim={() => one.mutate(r.id)}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </Loaded>
    </section>
  );
}

function RewardItem(props: {
  reward: ClaimableRewardView;
  symbol: string;
  disabled: boolean;
  onClaim: () => void;
}) {
  const { t } = useTranslation();
  const r = props.reward;
  const title = t(`rewards.sources.${r.source}`, r.source);
  const detail = rewardDetail(t, r);
  return (
    <li className="rewards__item" data-reward={r.id}>
      <div className="rewards__what">
        <strong>{title}</strong>
        {detail ? <span>{detail}</span> : null}
        <time dateTime={new Date(r.createdAt).toISOString()}>{formatTime(r.createdAt)}</time>
      </div>
      <strong className="rewards__amount">{showMoney(r.amount, props.symbol)}</strong>
      <button
        type="button"
        className="btn btn--primary"
        disabled={props.disabled}
        aria-label={t('rewards.centre.claimOne', { title })}
        onClick={props.onClaim}
      >
        {t('rewards.centre.claim')}
      </button>
    </li>
  );
}
