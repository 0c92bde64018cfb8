/**
 * The right side bar (spec §2): the merchant's Telegram and WhatsApp links when configured,
 * and, where the merchant runs invite friends (REFERRAL3, the same switch as the balance's
 * `availablePromo.REFERRAL.enabled`), its entry: the member centre's referral page (a visitor
 * is asked to log in first, a trial account told it needs a real one).
 */
import { useTranslation } from '../../i18n/use-translation';
import { findResource, useSystemStatus, useWhitelabelFlags } from '../../api/system/get-status';
import { useAccountControl } from '../../components/account-control';
import { GiftIcon, TelegramIcon, WhatsAppIcon } from '../../components/icons';
import { safeWebUrl } from '../../components/safe-web-url';
import './side-bar.css';

export function SideBar() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const flags = useWhitelabelFlags();
  const account = useAccountControl();
  const telegram = findResource(status, 'TELEGRAM');
  const whatsapp = findResource(status, 'WHATSAPP');
  const telegramUrl = telegram ? safeWebUrl(telegram.url) : null;
  const whatsappUrl = whatsapp ? safeWebUrl(whatsapp.url) : null;

  const invite = () => account.requireRealAccount(() => account.openMemberCentre('referral'));

  return (
    <aside className="side-bar" aria-label={t('side.label')}>
      <ul className="side-bar__list">
        {telegramUrl ? (
          <li>
            <a
              className="side-bar__item side-bar__item--telegram"
              href={telegramUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              <TelegramIcon />
              <span className="side-bar__label">{t('side.telegram')}</span>
            </a>
          </li>
        ) : null}
        {whatsappUrl ? (
          <li>
            <a
              className="side-bar__item side-bar__item--whatsapp"
              href={whatsappUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              <WhatsAppIcon />
              <span className="side-bar__label">{t('side.whatsapp')}</span>
            </a>
          </li>
        ) : null}
        {flags.REFERRAL3 === true ? (
          <li>
            <button
              type="button"
              className="side-bar__item side-bar__item--invite"
              onClick={invite}
            >
              <GiftIcon />
              <span className="side-bar__label">{t('side.invite')}</span>
            </button>
          </li>
        ) : null}
      </ul>
    </aside>
  );
}
