/**
 * Start-up: apply the stored theme, set up translations in the stored language, then mount
 * the root screen, which loads the system status before the app itself mounts.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './api/query-client';
import { getStoredLanguage } from './api/session';
import { statusQuery } from './api/system/get-status';
import { App } from './app/app';
import { initI18n } from './i18n/i18n';
import { FALLBACK_LANGUAGE } from './i18n/languages';
import { applyTheme, readStoredTheme } from './theme/theme';
import './theme/base.css';

applyTheme(readStoredTheme());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The status request goes out while the translations load.
const queryClient = createQueryClient();
void queryClient.prefetchQuery(statusQuery);
await initI18n(getStoredLanguage() ?? FALLBACK_LANGUAGE);

createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
