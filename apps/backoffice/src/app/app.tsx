import { lazy, Suspense, useCallback, useState, useSyncExternalStore } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Navigate, NavLink, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { roleAllows } from '@wl/contract/operators/roles';
import { ops } from '../api/ops-client';
import { onSessionChange, readSession, storeSession, type StoredSession } from '../api/session';
import { LANGUAGES, setLanguage } from '../i18n/i18n';
import { SECTIONS } from './sections';
import { useIdleSignOut } from './use-idle-sign-out';
import './shell.css';

const LoginPage = lazy(() => import('../features/session/login-page'));
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

let snapshot = readSession();
const subscribe = (fn: () => void) =>
  onSessionChange(() => {
    snapshot = readSession();
    fn();
  });

export function App() {
  const session = useSyncExternalStore(subscribe, () => snapshot);
  const { t } = useTranslation();
  const [idleOut, setIdleOut] = useState(false);
  const signedOut = useCallback(() => setIdleOut(true), []);
  useIdleSignOut(session?.idleTimeoutMs, signedOut);
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<p>{t('app.loading')}</p>}>
        {session ? (
          <Shell session={session} />
        ) : (
          <>
            {idleOut && <p role="status">{t('app.idleSignedOut')}</p>}
            <LoginPage />
          </>
        )}
      </Suspense>
    </QueryClientProvider>
  );
}

function Shell({ session }: { session: StoredSession }) {
  const { t, i18n } = useTranslation();
  const sections = SECTIONS.filter((s) => roleAllows(session.operator.role, s.permission));
  const signOut = async () => {
    await ops({ method: 'POST', path: '/ops/session/logout', body: {} }, z.null()).catch(
      () => null,
    );
    queryClient.clear();
    storeSession(null);
  };
  return (
    <BrowserRouter basename="/backoffice">
      <div className="shell">
        <header className="topbar">
          <strong>{t('app.title')}</strong>
          <span>
            {t('app.signedInAs', {
              username: session.operator.username,
              role: t(`roles.${session.operator.role}`),
            })}
          </span>
          <label>
            <span className="visually-hidden">{t('app.language')}</span>
            <select
              value={i18n.language}
              onChange={(e) => setLanguage(e.target.value === 'tw' ? 'tw' : 'en')}
            >
              {LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {l === 'tw' ? '繁體中文' : 'English'}
                </option>
              ))}
            </select>
          </label>
          <button type="button" onClick={() => void signOut()}>
            {t('app.signOut')}
          </button>
        </header>
        <nav className="sidebar" aria-label={t('app.nav')}>
          <ul>
            {sections.map((s) => (
              <li key={s.path}>
                <NavLink to={`/${s.path}`}>{t(s.label)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main className="content">
          <Suspense fallback={<p>{t('app.loading')}</p>}>
            <Routes>
              {sections.map((s) => (
                <Route key={s.path} path={`/${s.path}/*`} element={<s.page />} />
              ))}
              <Route path="*" element={<Navigate to={`/${sections[0]?.path ?? 'security'}`} />} />
            </Routes>
          </Suspense>
        </main>
      </div>
    </BrowserRouter>
  );
}
