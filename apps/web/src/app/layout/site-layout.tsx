/**
 * The page frame by route (route-table.ts): header, banner area and notice bar, the page,
 * the side bar and the footer, or fewer of them. On home the notice bar sits below the
 * carousel; elsewhere above it (spec §2).
 */
import type { ReactNode } from 'react';
import { useNavigation } from '../router';
import { useTranslation } from '../../i18n/use-translation';
import { BannerArea } from '../../features/announcements/banner-area';
import { NoticeBar } from '../../features/announcements/notice-bar';
import { Deferred } from '../../components/deferred';
import { WhenInView } from '../../components/when-in-view';
import { JackpotCounter } from '../../features/jackpot/jackpot-counter';
import { bannerGroupOf, showsPromotions, type RouteSpec } from '../route-table';
import { Footer } from './footer';
import { Header } from './header';
import { SideBar } from './side-bar';
import './layout.css';

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="nav-progress" role="progressbar" aria-hidden="true" />;
}

export function SiteLayout({ spec, children }: { spec: RouteSpec | null; children: ReactNode }) {
  const { t } = useTranslation();
  const layout = spec?.layout ?? 'full';
  if (layout === 'bare') return <>{children}</>;

  const withPromo = showsPromotions(spec);
  const group = bannerGroupOf(spec);
  return (
    <div className={`site site--${layout}`}>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <NavigationProgress />
      <Header showNav={!spec?.hideNav} />
      {/* The first screen in parts, each painted before the next: the header first, then the
          banner and notices, then the page (ADR 0060). Nothing is below a part when it comes,
          so nothing moves. They stay mounted: a later navigation shows its page at once. */}
      <Deferred place="firstScreen">
        {withPromo && spec?.home ? (
          <>
            <BannerArea group={group} />
            <NoticeBar />
          </>
        ) : null}
        {withPromo && !spec?.home ? (
          <>
            <NoticeBar />
            <BannerArea group={group} />
            {spec?.path === '/rng' ? <JackpotCounter /> : null}
          </>
        ) : null}
      </Deferred>
      <main id="main" className="site__main" tabIndex={-1}>
        <Deferred place="firstScreen">{children}</Deferred>
      </main>
      {/* After the page's own parts, each in a task of its own, so none of those is placed
          above them later (ADR 0060): the side bar (fixed at the screen's edge), and the footer
          once it is on the screen or the visitor scrolls (components/when-in-view.tsx). */}
      {layout === 'full' ? (
        <Deferred place="pageEnd">
          <SideBar />
        </Deferred>
      ) : null}
      {layout !== 'headerOnly' ? (
        <WhenInView place="pageEnd">
          <Footer />
        </WhenInView>
      ) : null}
    </div>
  );
}
