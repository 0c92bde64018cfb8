/**
 * The right side bar (spec §2): the merchant's Telegram and WhatsApp links when configured,
 * and the invite-friends entry (a visitor is asked to log in first).
 */
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { findResource, useSystemStatus } from '../../api/system/get-status';
import { useToken } from '../../api/use-session';
import { GiftIcon, TelegramIcon, WhatsAppIcon } from '../../components/icons';
import { usePopups } from '../../components/popup-context';
import { safeWebUrl } from '../../components/safe-web-url';
import './side-bar.css';

export function SideBar() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const token = useToken();
  const popups = usePopups();
  const navigate = useNavigate();
  const telegram = findResource(status, 'TELEGRAM');
  const whatsapp = findResource(status, 'WHATSAPP');
  const telegramUrl = telegram ? safeWebUrl(telegram.url) : null;
  const whatsappUrl = whatsapp ? safeWebUrl(whatsapp.url) : null;

  const invite = () => {
    if (token) void navigate('/join');
    else popups.open('login');
  };

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
        <li>
          <button type="button" className="side-bar__item side-bar__item--invite" onClick={invite}>
            <GiftIcon />
            <span className="side-bar__label">{t('side.invite')}</span>
          </button>
        </li>
      </ul>
    </aside>
  );
}
