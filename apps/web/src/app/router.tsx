/**
 * The site's own router (ADR 0046), in place of React Router (about 27 KB compressed on every
 * first visit): the browser's history, the route table's lazily loaded pages, and the few
 * pieces the site uses — Link, NavLink, Navigate, Outlet, useLocation, useNavigate,
 * useSearchParams, useNavigation, useRouteError — with React Router's behaviour for them:
 * a navigation keeps the current page on screen until the next page's chunk has loaded
 * (useNavigation() says "loading" meanwhile), paths match without regard to case or a trailing
 * slash, a page that fails to load or crashes shows its route's error element inside the
 * shell, and a link to the current address replaces the history entry.
 * MemoryRouter, Routes and Route serve the unit tests.
 */
import {
  Children,
  Component,
  createContext,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ErrorInfo,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  browserHistory,
  memoryHistory,
  newKey,
  pathOf,
  resolveTo,
  samePath,
  type History,
  type Location,
  type NavigateFunction,
  type NavigateOptions,
  type To,
} from './router-history';

export { resolveTo, samePath, type Location, type NavigateFunction, type NavigateOptions, type To };

interface RouterState {
  location: Location;
  navigate: NavigateFunction;
  navigation: { state: 'idle' | 'loading' };
}

const RouterContext = createContext<RouterState | null>(null);
const OutletContext = createContext<ReactNode>(null);
const RouteErrorContext = createContext<unknown>(undefined);

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('router hooks must be used inside a router');
  return router;
}

/**
 * The router's core: the current location, and navigations that wait for `prepare` (the next
 * page's chunk) before they show. Only the latest navigation commits.
 */
function useHistoryRouter(
  history: History,
  prepare: (location: Location) => Promise<void> | null,
): RouterState {
  const [location, setLocation] = useState(() => history.read());
  const [loading, setLoading] = useState(false);
  const current = useRef(location);
  current.current = location;
  const latest = useRef(0);

  const show = useCallback(
    (next: Location, commit: () => void) => {
      const id = (latest.current += 1);
      const pending = prepare(next);
      const finish = () => {
        if (id !== latest.current) return;
        commit();
        setLoading(false);
        setLocation(next);
      };
      if (!pending) {
        finish();
        return;
      }
      setLoading(true);
      void pending.then(finish, finish);
    },
    [prepare],
  );

  const navigate = useCallback<NavigateFunction>(
    (to, options = {}) => {
      if (typeof to === 'number') {
        history.go(to);
        return;
      }
      const next: Location = {
        ...resolveTo(to, current.current),
        state: options.state ?? null,
        key: newKey(),
      };
      show(next, () => history.write(next, options.replace ?? false));
    },
    [history, show],
  );

  useEffect(
    () =>
      history.listen(() => {
        const next = history.read();
        show(next, () => undefined);
      }),
    [history, show],
  );

  return useMemo(
    () => ({ location, navigate, navigation: { state: loading ? 'loading' : 'idle' } }),
    [location, navigate, loading],
  );
}

/** One route of the site: an exact path and its lazily loaded page. */
export interface PageRoute {
  path: string;
  load: () => Promise<ComponentType>;
  errorElement: ReactNode;
}

export interface SiteRoutes {
  /** Wraps every page; renders it through <Outlet />. */
  shell: ReactNode;
  pages: PageRoute[];
  /** For any other path. */
  notFound: ReactNode;
  notFoundError: ReactNode;
  /** Until the first page has loaded. */
  fallback: ReactNode;
}

type Loaded = { component: ComponentType } | { error: unknown };

/** The site in the browser's address bar: the shell around the page the address names. */
export function BrowserRouter({ routes }: { routes: SiteRoutes }) {
  const [history] = useState(browserHistory);
  const loaded = useRef(new Map<PageRoute, Loaded>());
  const [, setLoadedCount] = useState(0);

  const pageOf = useCallback(
    (pathname: string) => routes.pages.find((route) => samePath(route.path, pathname)) ?? null,
    [routes],
  );
  const load = useCallback(
    (route: PageRoute) =>
      route.load().then(
        (component) => void loaded.current.set(route, { component }),
        (error: unknown) => void loaded.current.set(route, { error }),
      ),
    [],
  );
  const prepare = useCallback(
    (location: Location) => {
      const route = pageOf(location.pathname);
      return route && !loaded.current.has(route) ? load(route) : null;
    },
    [pageOf, load],
  );
  const router = useHistoryRouter(history, prepare);

  // The first page loads before anything shows (React Router's hydrate fallback).
  const route = pageOf(router.location.pathname);
  const page = route ? loaded.current.get(route) : undefined;
  useEffect(() => {
    if (route && !page) void load(route).then(() => setLoadedCount((n) => n + 1));
  }, [route, page, load]);
  if (route && !page) return <>{routes.fallback}</>;

  let outlet: ReactNode;
  if (!route) {
    outlet = (
      <ErrorBoundary errorElement={routes.notFoundError} pathname={router.location.pathname}>
        {routes.notFound}
      </ErrorBoundary>
    );
  } else if (page && 'error' in page) {
    outlet = (
      <RouteErrorContext.Provider value={page.error}>
        {route.errorElement}
      </RouteErrorContext.Provider>
    );
  } else if (page) {
    const Page = page.component;
    outlet = (
      <ErrorBoundary errorElement={route.errorElement} pathname={router.location.pathname}>
        <Page />
      </ErrorBoundary>
    );
  }
  return (
    <RouterContext.Provider value={router}>
      <OutletContext.Provider value={outlet}>{routes.shell}</OutletContext.Provider>
    </RouterContext.Provider>
  );
}

interface BoundaryProps {
  errorElement: ReactNode;
  /** A new address clears the error, as React Router's boundary does. */
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
  pathname: string;
}

/** Shows the route's error element when the page throws while rendering. */
class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = {
    error: undefined,
    failed: false,
    pathname: this.props.pathname,
  };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.pathname === state.pathname
      ? null
      : { error: undefined, failed: false, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <RouteErrorContext.Provider value={this.state.error}>
        {this.props.errorElement}
      </RouteErrorContext.Provider>
    );
  }
}

/** A router over a list of addresses, for tests: the children render at the last one. */
export function MemoryRouter(props: { initialEntries?: string[]; children: ReactNode }) {
  const [history] = useState(() => memoryHistory(props.initialEntries ?? ['/']));
  const router = useHistoryRouter(history, noPreparation);
  return <RouterContext.Provider value={router}>{props.children}</RouterContext.Provider>;
}

const noPreparation = () => null;

/** For tests: the first <Route> whose path is the current one. */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const routes = Children.toArray(children).filter((child): child is ReactElement<RouteProps> =>
    isValidElement(child),
  );
  const match = routes.find(
    (route) => route.props.path === '*' || samePath(route.props.path, pathname),
  );
  return <>{match?.props.element ?? null}</>;
}

interface RouteProps {
  path: string;
  element: ReactNode;
}

export function Route(_props: RouteProps): ReactNode {
  // Read by <Routes>, never rendered.
  return null;
}

export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigate(): NavigateFunction {
  return useRouter().navigate;
}

export function useNavigation(): { state: 'idle' | 'loading' } {
  return useRouter().navigation;
}

export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

type SearchInit = URLSearchParams | Record<string, string> | string;

export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit, options?: NavigateOptions) => void,
] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: SearchInit, options?: NavigateOptions) => {
      const search = new URLSearchParams(next).toString();
      navigate({ search: search ? `?${search}` : '' }, options);
    },
    [navigate],
  );
  return [params, setParams];
}

/** Navigates as soon as it renders (after the render, as React Router's does). */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  const target =
    typeof to === 'string' ? to : pathOf({ pathname: '', search: '', hash: '', ...to });
  useEffect(() => {
    navigate(to, { replace, state });
    // Once per target, like React Router's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target]);
  return null;
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

export interface LinkProps extends AnchorProps, NavigateOptions {
  to: To;
}

function useLinkClick(props: LinkProps) {
  const { location, navigate } = useRouter();
  const { to, replace, state, onClick, target } = props;
  const href = pathOf(resolveTo(to, location));
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey ||
      (target && target !== '_self')
    ) {
      return;
    }
    event.preventDefault();
    // A link to where the page already is replaces the entry instead of adding one.
    navigate(to, { replace: replace ?? href === pathOf(location), state });
  };
  return { href, handle, location };
}

export function Link(props: LinkProps) {
  const { to: _to, replace: _replace, state: _state, ...anchor } = props;
  const { href, handle } = useLinkClick(props);
  return <a {...anchor} href={href} onClick={handle} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on this exact path, not below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
}

export function NavLink(props: NavLinkProps) {
  const { to: _to, replace: _replace, state: _state, end, className, ...anchor } = props;
  const { href, handle, location } = useLinkClick({ ...props, className: undefined });
  const here = location.pathname.toLowerCase();
  const target = new URL(href, 'http://site').pathname.toLowerCase();
  const isActive =
    here === target ||
    (!end && here.startsWith(target) && here.charAt(target.length) === '/') ||
    (target.length > 1 && samePath(here, target));
  return (
    <a
      {...anchor}
      href={href}
      onClick={handle}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
