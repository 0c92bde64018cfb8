/**
 * Site footer (spec §2): about links from the help centre, the affiliate programme, the 18+
 * responsibility note and the copyright. Payment methods and game providers join it with the
 * cashier and games releases, which own that data.
 */
import { Link } from '../router';
import { useTranslation } from '../../i18n/use-translation';
import { useSystemStatus } from '../../api/system/get-status';
import { useHelpCenter } from '../../features/help/api/get-help-center';
import './footer.css';

const ABOUT_LINKS_MAX = 6;
const TAG_ID = /^[A-Za-z][\w-]*$/;

export function Footer() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const { data: help } = useHelpCenter();
  const about = (help ?? [])
    .filter((entry) => entry.display && TAG_ID.test(entry.tag) && entry.tag !== 'agent')
    .slice(0, ABOUT_LINKS_MAX);
  const hasAgent = (help ?? []).some((entry) => entry.display && entry.tag === 'agent');
  const siteName = status.info.settings.siteName;

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{t('footer.about')}</h2>
          <ul>
            {about.map((entry) => (
              <li key={entry.tag}>
                <Link to={`/help#${entry.tag}`}>{entry.title}</Link>
              </li>
            ))}
            <li>
              <Link to="/noticePage">{t('footer.notices')}</Link>
            </li>
            <li>
              <Link to="/help">{t('footer.help')}</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-affiliate">
          <h2 id="footer-affiliate">{t('footer.affiliate')}</h2>
          <ul>
            <li>
              <Link to="/join">{t('footer.join')}</Link>
            </li>
            {hasAgent ? (
              <li>
                <Link to="/help#agent">{t('footer.affiliateTerms')}</Link>
              </li>
            ) : null}
            <li>
              <Link to="/down">{t('nav.download')}</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-responsibility" className="site-footer__responsibility">
          <h2 id="footer-responsibility">{t('footer.responsibility')}</h2>
          <p>
            <span className="age-badge" aria-hidden="true">
              18+
            </span>
            {t('footer.responsibilityText')}
          </p>
        </section>
      </div>
      <p className="site-footer__copyright">
        {t('footer.copyright', { year: new Date().getFullYear(), site: siteName })}
      </p>
    </footer>
  );
}
