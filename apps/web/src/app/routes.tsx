/**
 * The router's table: one shell (popups, scroll handling, the login-required guard, the
 * layout) and every route of route-table.ts as a lazily loaded page, plus the not-found page.
 */
import { useWhitelabelFlags } from '../api/system/get-status';
import { useToken } from '../api/use-session';
import { SiteLayout } from './layout/site-layout';
import { NotFoundPage } from './not-found-page';
import { loadPage } from './page-loaders';
import { PopupProvider } from './popups/popup-provider';
import { RouteError } from './route-error';
import { guardRedirect } from './route-guard';
import { ROUTES, routeOf } from './route-table';
import { Navigate, Outlet, useLocation, type SiteRoutes } from './router';
import { ScrollToHash } from './scroll-to-hash';

function AppShell() {
  const { pathname } = useLocation();
  const flags = useWhitelabelFlags();
  const token = useToken();
  const redirect = guardRedirect({
    loginRequired: Boolean(flags.LOGINREQUIRED3),
    hasToken: token !== null,
    pathname,
  });
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <PopupProvider>
      <ScrollToHash />
      <SiteLayout spec={routeOf(pathname)}>
        <Outlet />
      </SiteLayout>
    </PopupProvider>
  );
}

function PageLoading() {
  return <div className="boot-spinner" aria-busy="true" />;
}

export function appRoutes(): SiteRoutes {
  return {
    shell: <AppShell />,
    fallback: <PageLoading />,
    pages: ROUTES.map((spec) => ({
      path: spec.path,
      errorElement: <RouteError />,
      load: () => loadPage(spec.chunk, spec.exportName),
    })),
    notFound: <NotFoundPage />,
    notFoundError: <RouteError />,
  };
}
