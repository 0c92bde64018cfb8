/**
 * referral, "invite friends" (spec §2): the member's code, link and QR code, how many friends
 * joined and qualified, the merchant's rule and the friends list. A qualified friend's reward
 * waits in the reward centre, claimed there as a bonus (ADR 0019).
 */
import { useTranslation } from '../../i18n/use-translation';
import { Loaded } from '../../components/records/loaded';
import { showMoney, useCurrencySymbol } from '../../components/records/money';
import { formatCount } from '../../i18n/format';
import { useReferralDetails } from './api/referral';
import { ReferralFriends } from './referral-friends';
import { ReferralRules } from './referral-rules';
import { ReferralShare } from './referral-share';
import './rewards.css';

export default function ReferralPage(props: { onOpenPage?: (pageKey: string) => void }) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const details = useReferralDetails();
  return (
    <section className="rewards referral" aria-label={t('memberCentre.pages.referral')}>
      <Loaded query={details}>
        {(d) => (
          <>
            {d.referralCode ? (
              <ReferralShare code={d.referralCode} domains={d.promotionDomains} />
            ) : null}
            <dl className="referral__stats">
              <div>
                <dt>{t('referral.stats.invited')}</dt>
                <dd>{formatCount(d.totalInvitations)}</dd>
              </div>
              <div>
                <dt>{t('referral.stats.qualified')}</dt>
                <dd>{formatCount(d.qualifiedInvitations)}</dd>
              </div>
              <div>
                <dt>{t('referral.stats.earned')}</dt>
                <dd>{showMoney(d.totalReward, symbol)}</dd>
              </div>
            </dl>
            {props.onOpenPage ? (
              <button
                type="button"
                className="btn"
                onClick={() => props.onOpenPage?.('rewardCenter')}
              >
                {t('referral.openCentre')}
              </button>
            ) : null}
            <ReferralRules rule={d.rule} symbol={symbol} />
            <ReferralFriends symbol={symbol} />
          </>
        )}
      </Loaded>
    </section>
  );
}
