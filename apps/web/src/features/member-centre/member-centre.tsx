/**
 * The member centre overlay (spec §2 "Personal centre"): the 14 pages in the spec's order
 * with their keys, badge counts on missionLeaderboard, messageV2 and rewardCenter when above
 * 0 (the balance call; the inbox count is polled), a close button. Shown only once the member is loaded.
 */
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { GetBalanceResponse } from '@wl/contract/cashier/get-balance';
import { useBalance } from '../../api/member/balance';
import { useMemberInfo } from '../../api/member/member-info';
import { useMissionSummary } from '../../api/member/missions';
import { useRewardCentre } from '../../api/member/reward-centre';
import { useUnreadCount } from '../../api/member/unread-count';
import {
  MEMBER_CENTRE_PAGE_KEYS,
  type MemberCentrePageKey,
} from '../../components/account-control';
import { Modal } from '../../components/modal';
import { ErrorBlock, LoadingBlock } from '../../components/query-state';
import type { MemberCentrePageTable } from './member-centre-pages';
import '../../components/centre-overlay.css';
import './member-centre.css';

type Badges = Partial<Record<MemberCentrePageKey, number>>;

/**
 * Counts from the balance answer, the inbox's from its polled unread count when it has one
 * (it changes without a reload), the reward centre's from its own list (every source: VIP,
 * missions, invitations, rebate, promotions) once loaded, the missions' from the missions done
 * and not yet claimed.
 */
export function pageBadges(
  balance: GetBalanceResponse | undefined,
  unreadMessages?: number,
  unclaimedRewards?: number,
  missionsDone?: number,
): Badges {
  const badges: Badges = {};
  if (balance) {
    badges.messageV2 = balance.unreadMessage;
    badges.rewardCenter = balance.availablePromoCount;
  }
  if (unreadMessages !== undefined) badges.messageV2 = unreadMessages;
  if (unclaimedRewards !== undefined) badges.rewardCenter = unclaimedRewards;
  if (missionsDone !== undefined) badges.missionLeaderboard = missionsDone;
  return badges;
}

export function MemberCentre(props: {
  pages: MemberCentrePageTable;
  page: MemberCentrePageKey;
  onNavigate: (page: MemberCentrePageKey) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const member = useMemberInfo();
  const balance = useBalance();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstPage = useRef(props.page);
  const unread = useUnreadCount();
  // Trial members have no rewards (real accounts only).
  const realMember = balance.data !== undefined && !balance.data.playMoney;
  const rewards = useRewardCentre(realMember);
  const missions = useMissionSummary(realMember);
  const badges = pageBadges(
    balance.data,
    unread.data,
    rewards.data?.count,
    missions.data?.claimableCount,
  );
  const Page = props.pages[props.page];

  // Moving between pages puts focus on the new page's heading (not on first open: the
  // dialog focuses its first control then).
  useEffect(() => {
    if (props.page !== firstPage.current) headingRef.current?.focus();
    firstPage.current = props.page;
  }, [props.page]);

  if (!member.data) {
    if (!member.isError) return null;
    return (
      <Modal open title={t('memberCentre.title')} onClose={props.onClose} size="small">
        <ErrorBlock error={member.error} onRetry={() => void member.refetch()} />
      </Modal>
    );
  }

  return (
    <Modal open title={t('memberCentre.title')} onClose={props.onClose} size="large">
      <div className="centre mc">
        <nav className="centre__nav mc__nav" aria-label={t('memberCentre.menu')}>
          <ul>
            {MEMBER_CENTRE_PAGE_KEYS.map((key) => {
              const count = badges[key] ?? 0;
              return (
                <li key={key}>
                  <button
                    type="button"
                    className="centre__nav-item mc__nav-item"
                    data-page={key}
                    aria-current={key === props.page ? 'page' : undefined}
                    onClick={() => props.onNavigate(key)}
                  >
                    <span>{t(`memberCentre.pages.${key}`)}</span>
                    {count > 0 ? (
                      <span className="mc__badge">
                        {count > 99 ? '99+' : count}
                        <span className="visually-hidden">{t('memberCentre.newItems')}</span>
                      </span>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
        <section className="centre__page mc__page" aria-labelledby="mc-page-title">
          <h3
            id="mc-page-title"
            className="centre__page-title mc__page-title"
            tabIndex={-1}
            ref={headingRef}
          >
            {t(`memberCentre.pages.${props.page}`)}
          </h3>
          <Suspense fallback={<LoadingBlock />}>
            <Page
              pageKey={props.page}
              onNavigate={props.onNavigate}
              onOpenPage={(key) => {
                const known = MEMBER_CENTRE_PAGE_KEYS.find((k) => k === key);
                if (known) props.onNavigate(known);
              }}
            />
          </Suspense>
        </section>
      </div>
    </Modal>
  );
}
