/**
 * manualRebate, self-service rebate (spec §2): per game type the member's rate at their VIP
 * level, the valid bets since the last claim and the rebate they make now — re-read every
 * few seconds while the page is open — and one button that claims it all, exactly once.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { parseMinor } from '@wl/money/minor-units';
import { useToken } from '../../api/use-session';
import { errorMessage } from '../../components/error-message';
import { formatRecordTime as formatTime } from '../../i18n/format';
import { Loaded } from '../../components/records/loaded';
import { showMoney, useCurrencySymbol } from '../../components/records/money';
import { claimRebate, rebateQuery, refreshAfterClaim } from './api/rewards';
import { RebateTable } from './rebate-table';
import './rewards.css';

export default function ManualRebatePage() {
  const { t } = useTranslation();
  const token = useToken();
  const client = useQueryClient();
  const symbol = useCurrencySymbol();
  const m = (v: string) => showMoney(v, symbol);
  const rebate = useQuery(rebateQuery(token));
  const claim = useMutation({
    mutationFn: claimRebate,
    onSettled: () => refreshAfterClaim(client),
  });

  return (
    <section className="rewards" aria-label={t('memberCentre.pages.manualRebate')}>
      <Loaded query={rebate}>
        {(data) => (
          <>
            <div className="rewards__head">
              <p className="rewards__total">
                {t('rewards.rebate.total', { amount: m(data.totalAmount) })}
              </p>
              <button
                type="button"
                className="btn btn--accent"
                disabled={!hasRebate(data.totalAmount) || claim.isPending}
                onClick={() => claim.mutate()}
              >
                {t('rewards.rebate.claim')}
              </button>
            </div>
            <p className="rewards__note">
              {t('rewards.rebate.level', { level: data.vipLevel })}{' '}
              {data.lastClaimedAt === null
                ? t('rewards.rebate.neverClaimed')
                : t('rewards.rebate.lastClaimed', { time: formatTime(data.lastClaimedAt) })}
            </p>
            <div aria-live="polite">
              {claim.error ? (
                <p className="rewards__error" role="alert">
                  {errorMessage(t, claim.error)}
                </p>
              ) : claim.data ? (
                <p className="rewards__done">
                  {t('rewards.claimed', { amount: m(claim.data.amount) })}
                </p>
              ) : null}
            </div>
            {data.lines.length === 0 ? (
              <p className="rewards__empty">{t('rewards.rebate.empty')}</p>
            ) : (
              <RebateTable lines={data.lines} />
            )}
          </>
        )}
      </Loaded>
    </section>
  );
}

/** True when the amount is above zero (read as minor units, never as a float). */
function hasRebate(amount: string): boolean {
  return (parseMinor(amount) ?? 0n) > 0n;
}
