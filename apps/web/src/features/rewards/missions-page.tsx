/**
 * missionLeaderboard (spec §2, §7): the day's and the week's missions with the member's
 * progress (measured by the server from what they really did), a claim button on each one
 * done — the reward goes to the main wallet through the reward centre — and the period's
 * leaderboard. The page's badge counts the missions done and not yet claimed.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import type { MissionPeriod, MissionView } from '@wl/contract/rewards/missions';
import { useMissionSummary } from '../../api/member/missions';
import { errorMessage } from '../../components/error-message';
import { Loaded } from '../../components/records/loaded';
import { showMoney, useCurrencySymbol } from '../../components/records/money';
import { formatRecordTime } from '../../i18n/format';
import { claimReward, refreshAfterClaim } from './api/rewards';
import { MissionBoard } from './mission-board';
import { MissionItem } from './mission-item';
import './rewards.css';

const PERIODS: MissionPeriod[] = ['daily', 'weekly'];

export default function MissionsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const symbol = useCurrencySymbol();
  const summary = useMissionSummary();
  const [outcome, setOutcome] = useState<{ paid: string } | { failure: unknown } | null>(null);
  const claim = useMutation({
    mutationFn: claimReward,
    onMutate: () => setOutcome(null),
    onSuccess: (r) => setOutcome({ paid: r.totalAmount }),
    onError: (failure) => setOutcome({ failure }),
    onSettled: () => refreshAfterClaim(client),
  });

  return (
    <section className="rewards" aria-label={t('memberCentre.pages.missionLeaderboard')}>
      <div aria-live="polite">
        {outcome && 'failure' in outcome ? (
          <p className="rewards__error" role="alert">
            {errorMessage(t, outcome.failure)}
          </p>
        ) : outcome ? (
          <p className="rewards__done">
            {t('rewards.claimed', { amount: showMoney(outcome.paid, symbol) })}
          </p>
        ) : null}
      </div>
      <Loaded query={summary}>
        {(data) =>
          data.missions.length === 0 ? (
            <p className="rewards__empty">{t('missions.none')}</p>
          ) : (
            PERIODS.map((period) => {
              const missions = data.missions.filter((m) => m.period === period);
              const window = data.periods.find((w) => w.period === period);
              if (missions.length === 0 || !window) return null;
              return (
                <MissionGroup
                  key={period}
                  period={period}
                  endsAt={window.endsAt}
                  missions={missions}
                  busy={claim.isPending}
                  onClaim={(id) => claim.mutate(id)}
                />
              );
            })
          )
        }
      </Loaded>
      <MissionBoard />
    </section>
  );
}

function MissionGroup(props: {
  period: MissionPeriod;
  endsAt: number;
  missions: MissionView[];
  busy: boolean;
  onClaim: (rewardId: string) => void;
}) {
  const { t } = useTranslation();
  const id = `missions-${props.period}`;
  return (
    <section className="missions__group" aria-labelledby={id}>
      <h4 id={id} className="missions__heading">
        {t(`missions.periods.${props.period}`)}
        <span>{t('missions.resets', { time: formatRecordTime(props.endsAt) })}</span>
      </h4>
      <ul className="rewards__list">
        {props.missions.map((m) => (
          <MissionItem key={m.id} mission={m} busy={props.busy} onClaim={props.onClaim} />
        ))}
      </ul>
    </section>
  );
}
