/**
 * Site header (spec §2): the top bar (clock, live chat, affiliate link, theme, language), the
 * brand, the main navigation (hidden on /seamless and /lottery), and the visitor's login and
 * register buttons or the member's account area. Under 900 px the top bar folds behind a
 * menu button and the navigation becomes a horizontally scrolling strip.
 */
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from '../router';
import { useTranslation } from '../../i18n/use-translation';
import {
  registrationEnabled,
  useSystemStatus,
  useWhitelabelFlags,
} from '../../api/system/get-status';
import { useBalance } from '../../api/member/balance';
import { useToken } from '../../api/use-session';
import { WhenInView } from '../../components/when-in-view';
import { ChatIcon, CloseIcon, HandshakeIcon, MenuIcon } from '../../components/icons';
import { usePopups } from '../../components/popup-context';
import { useHelpHasTag } from '../../features/help/api/get-help-center';
import { AccountArea } from '../../features/header-account/account-area';
import { NavGameEntries } from '../../features/nav-vendors/nav-game-entries';
import {
  pickCustomerService,
  pickMemberService,
  useCustomerService,
} from '../../features/system/customer-service';
import { ShownClock } from './clock';
import { LanguageMenu } from './language-menu';
import { ThemeToggle } from './theme-toggle';
import './header.css';

/**
 * The customer-service line: a member's entries come with the balance (their club rank
 * decides: above 4 the VIP service, spec §6); a visitor's with the site status.
 */
function LiveChat() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const balance = useBalance();
  const member = balance.data
    ? pickMemberService(balance.data.customerService, balance.data.vipRankLevel)
    : null;
  const cs = useCustomerService(
    member ? member.entry : pickCustomerService(status.info.customerService, 'HEADER'),
  );
  if (!cs.available) return null;
  return (
    <>
      <button type="button" className="top-bar__link" onClick={cs.open} data-vip={member?.vip}>
        <ChatIcon />
        {member?.vip ? t('vip.service') : t('header.liveChat')}
      </button>
      {cs.problem ? (
        <span className="top-bar__problem" role="alert">
          {t(cs.problem === 'popup_blocked' ? 'errors.popup_blocked' : 'errors.invalid_url')}
        </span>
      ) : null}
    </>
  );
}

function AffiliateLink() {
  const { t } = useTranslation();
  const hasAgent = useHelpHasTag('agent');
  if (!hasAgent) return null;
  return (
    <Link className="top-bar__link" to="/help#agent">
      <HandshakeIcon />
      {t('header.affiliate')}
    </Link>
  );
}

function AuthArea() {
  const { t } = useTranslation();
  const token = useToken();
  const flags = useWhitelabelFlags();
  const popups = usePopups();
  if (token) return <AccountArea />;
  return (
    <div className="auth-area">
      <button
        type="button"
        className="btn btn--ghost auth-area__login"
        onClick={() => popups.open('login')}
      >
        {t('header.login')}
      </button>
      {registrationEnabled(flags) ? (
        <button type="button" className="btn btn--accent" onClick={() => popups.open('register')}>
          {t('header.register')}
        </button>
      ) : null}
    </div>
  );
}

export function MainNav() {
  const { t } = useTranslation();
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? 'main-nav__link main-nav__link--active' : 'main-nav__link';
  return (
    <nav className="main-nav" aria-label={t('nav.label')}>
      <ul className="main-nav__list">
        <li>
          <NavLink to="/" end className={linkClass}>
            {t('nav.home')}
          </NavLink>
        </li>
        <NavGameEntries />
        <li>
          <NavLink to="/promotions" className={linkClass}>
            {t('nav.promotions')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/down" className={linkClass}>
            {t('nav.download')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}

export function Header({ showNav }: { showNav: boolean }) {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // A navigation closes the folded menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="site-header">
      <div id="site-tools" className={menuOpen ? 'top-bar top-bar--open' : 'top-bar'}>
        <div className="container top-bar__inner">
          {/* Folded behind the menu on a phone: the tools mount when the bar is on the screen
              (at once on a wide screen, in a task of its own after the first screen has
              painted; on a phone when the menu opens, not at a scroll), ADR 0060; the bar's
              height holds meanwhile. */}
          <WhenInView onMove={false}>
            <ShownClock menuOpen={menuOpen} />
            <LiveChat />
            <AffiliateLink />
            <span className="top-bar__spacer" />
            <ThemeToggle />
            <LanguageMenu />
          </WhenInView>
        </div>
      </div>
      <div className="masthead">
        <div className="container masthead__inner">
          <Link to="/" className="brand">
            {status.info.settings.siteName}
          </Link>
          {showNav ? <MainNav /> : null}
          <AuthArea />
          <button
            type="button"
            className="icon-btn masthead__menu"
            aria-expanded={menuOpen}
            aria-controls="site-tools"
            aria-label={t('header.menu')}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
    </header>
  );
}
