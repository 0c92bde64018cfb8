/**
 * The full-page screens shown instead of the app (spec §2): maintenance (status 1) and the
 * region block (status 2). Both offer customer service, the way out for a stuck visitor.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { SystemStatus } from '@wl/contract/system/get-status';
import { BlockedIcon, WrenchIcon } from '../../components/icons';
import { usePageTitle } from '../../components/page-title';
import { formatDateTime, localeTag } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import { pickCustomerService, useCustomerService } from './customer-service';
import './status-screens.css';

function StatusScreen(props: {
  status: SystemStatus;
  kind: 'maintenance' | 'region';
  title: string;
  tools?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  usePageTitle(props.title);
  const cs = useCustomerService(pickCustomerService(props.status.info.customerService));
  return (
    <main className={`status-screen status-screen--${props.kind}`}>
      {props.tools ? <div className="status-screen__tools">{props.tools}</div> : null}
      <div className="status-screen__card">
        <div className="status-screen__badge">
          {props.kind === 'maintenance' ? (
            <WrenchIcon className="status-screen__icon" />
          ) : (
            <BlockedIcon className="status-screen__icon" />
          )}
        </div>
        <h1 className="status-screen__title">{props.title}</h1>
        {props.children}
        {cs.available ? (
          <button type="button" className="btn btn--primary" onClick={cs.open}>
            {t('status.contactSupport')}
          </button>
        ) : null}
        {cs.problem ? (
          <p className="status-screen__problem" role="alert">
            {t(cs.problem === 'popup_blocked' ? 'errors.popup_blocked' : 'errors.invalid_url')}
          </p>
        ) : null}
      </div>
    </main>
  );
}

export function MaintenanceScreen({ status, tools }: { status: SystemStatus; tools?: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const end = status.maintenanceEnd;
  const endText =
    end === null
      ? null
      : formatDateTime(end, localeTag(language));
  return (
    <StatusScreen
      status={status}
      kind="maintenance"
      title={t('status.maintenanceTitle')}
      tools={tools}
    >
      <p>{t('status.maintenanceInfo')}</p>
      {endText ? (
        <p className="status-screen__detail">
          {t('status.maintenanceEnd')}{' '}
          <time dateTime={new Date(end ?? 0).toISOString()}>{endText}</time>
        </p>
      ) : null}
    </StatusScreen>
  );
}

export function RegionBlockedScreen({
  status,
  tools,
}: {
  status: SystemStatus;
  tools?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <StatusScreen status={status} kind="region" title={t('status.regionTitle')} tools={tools}>
      <p>{t('status.regionInfo')}</p>
      <p className="status-screen__detail">
        {t('status.yourIp')} <strong className="status-screen__ip">{status.location.ip}</strong>
      </p>
      {/* The country database is DB-IP's, under CC BY 4.0, which asks for this credit. */}
      <p className="status-screen__credit">
        <a href="https://db-ip.com" target="_blank" rel="noopener noreferrer">
          {t('status.geoCredit')}
        </a>
      </p>
    </StatusScreen>
  );
}
