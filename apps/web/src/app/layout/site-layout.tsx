/**
 * The page frame by route (route-table.ts): header, banner area and notice bar, the page,
 * the side bar and the footer, or fewer of them. On home the notice bar sits below the
 * carousel; elsewhere above it (spec §2).
 */
import type { ReactNode } from 'react';
import { useNavigation } from '../router';
import { useTranslation } from 'react-i18next';
import { BannerArea } from '../../features/announcements/banner-area';
import { NoticeBar } from '../../features/announcements/notice-bar';
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
      <main id="main" className="site__main" tabIndex={-1}>
        {children}
      </main>
      {layout === 'full' ? <SideBar /> : null}
      {layout !== 'headerOnly' ? <Footer /> : null}
    </div>
  );
}
