/**
 * Start-up: apply the stored theme, set up translations in the stored language, then mount
 * the root screen, which loads the system status before the app itself mounts.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './api/query-client';
import type { LanguageCode } from '@wl/contract/common/headers';
import { openingLanguage } from '@wl/contract/system/first-page';
import { getStoredLanguage, keepLanguageCookie } from './api/session';
import { statusQuery } from './api/system/get-status';
import { App } from './app/app';
import { TOP_BAR_FOLDED_QUERY } from './app/layout/clock';
import { loadPage } from './app/page-loaders';
import { routeOf, showsPromotions } from './app/route-table';
import { announcementsQuery } from './features/announcements/api/get-announcements';
import { localeTag, prepareClockFormats } from './i18n/format';
import { initI18n } from './i18n/i18n';
import { applyTheme, readStoredTheme } from './theme/theme';
import './theme/base.css';

applyTheme(readStoredTheme());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const statusLoaded = queryClient.prefetchQuery(statusQuery);

/**
 * A first visit shows the merchant's default language: wait for the status to name it rather
 * than loading English first and the default after (ADR 0045). The root screen would wait for
 * both anyway; English stays the fallback when the status fails. The server writing the page
 * decides by the same rule (openingLanguage, ADR 0056).
 */
async function firstLanguage(): Promise<LanguageCode> {
  const stored = getStoredLanguage();
  if (stored) {
    // A choice stored before the site kept it in a cookie reaches the server from the next load.
    keepLanguageCookie(stored);
    return stored;
  }
  await statusLoaded;
  const status = queryClient.getQueryData(statusQuery.queryKey);
  return openingLanguage(null, status?.info.settings.defaultLanguage);
}

// The page's chunk loads beside the status and the translations rather than after them.
const route = routeOf(window.location.pathname);
if (route) void loadPage(route.chunk, route.exportName).catch(() => undefined);

const language = await firstLanguage();
// Pages with the banner and notices ask for the announcements while the translations load,
// so the banner (the home page's largest paint) can show as soon as the app mounts. After the
// status: it names the merchant the call and its session cache are for.
void statusLoaded.then(() => {
  if (showsPromotions(route) && queryClient.getQueryData(statusQuery.queryKey)) {
    void queryClient.prefetchQuery(announcementsQuery(language));
  }
});
// A task of its own while the translations download (the main thread is idle then), where the
// clock shows at once: on a phone it waits behind the menu, and so do its formatters.
if (!window.matchMedia(TOP_BAR_FOLDED_QUERY).matches) {
  setTimeout(() => prepareClockFormats(localeTag(language)), 0);
}
await initI18n(language);

createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
