/**
 * The root screen by system status (spec §2): the status is loaded before the app mounts;
 * 1 shows maintenance, 2 the region block, 0 the app. Maintenance wins over the region
 * block (systemStatusCode). The merchant's default language applies until the visitor
 * picks one.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../i18n/use-translation';
import type { SystemStatus } from '@wl/contract/system/get-status';
import { systemStatusCode } from '@wl/contract/system/status-code';
import { getStoredLanguage, isLanguageCode } from '../api/session';
import { statusQuery } from '../api/system/get-status';
import { setSiteName } from '../components/page-title';
import { ErrorBlock } from '../components/query-state';
import { MaintenanceScreen, RegionBlockedScreen } from '../features/system/status-screens';
import { setLanguage } from '../i18n/i18n';
import { LanguageMenu } from './layout/language-menu';
import { ThemeToggle } from './layout/theme-toggle';
import { BrowserRouter } from './router';
import { appRoutes } from './routes';

function useMerchantLanguage(status: SystemStatus | undefined): boolean {
  const { i18n } = useTranslation();
  const [failed, setFailed] = useState(false);
  const wanted =
    status && !getStoredLanguage() ? status.info.settings.defaultLanguage.toUpperCase() : null;
  const target = isLanguageCode(wanted) ? wanted : null;
  useEffect(() => {
    if (target && i18n.language !== target) {
      setLanguage(target, { persist: false }).catch(() => setFailed(true));
    }
  }, [target, i18n]);
  return target === null || i18n.language === target || failed;
}

function AppRouter() {
  const [routes] = useState(appRoutes);
  return <BrowserRouter routes={routes} />;
}

const screenTools = (
  <>
    <ThemeToggle />
    <LanguageMenu />
  </>
);

export function RootScreen() {
  const status = useQuery(statusQuery);
  const languageReady = useMerchantLanguage(status.data);
  const siteName = status.data?.info.settings.siteName;
  useEffect(() => {
    if (siteName) setSiteName(siteName);
  }, [siteName]);

  if (status.isPending || (status.data && !languageReady)) {
    return <div className="boot-spinner" aria-busy="true" />;
  }
  if (!status.data) {
    return (
      <main className="boot-error">
        <ErrorBlock error={status.error} onRetry={() => void status.refetch()} />
      </main>
    );
  }
  const code = systemStatusCode(status.data);
  switch (code) {
    case 1:
      return <MaintenanceScreen status={status.data} tools={screenTools} />;
    case 2:
      return <RegionBlockedScreen status={status.data} tools={screenTools} />;
    case 0:
      return <AppRouter />;
    default: {
      const unknownCode: never = code;
      return unknownCode;
    }
  }
}
