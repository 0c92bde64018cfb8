import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  useLocation,
  useNavigation,
  useRouteError,
  useSearchParams,
  type PageRoute,
  type SiteRoutes,
} from './router';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Shell() {
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  return (
    <div>
      <nav>
        <NavLink to="/" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
          home
        </NavLink>
        <NavLink to="/games" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          games
        </NavLink>
        <Link to="/slow">slow</Link>
        <Link to="/broken">broken</Link>
        <Link to="/missing">missing</Link>
        <Link to="/crash">crash</Link>
      </nav>
      <p data-testid="where">{`${pathname}${search}`}</p>
      <p data-testid="state">{navigation.state}</p>
      <main>
        <Outlet />
      </main>
    </div>
  );
}

function ErrorView() {
  const error = useRouteError();
  return <p role="alert">{error instanceof Error ? error.message : 'unknown'}</p>;
}

function Crash(): never {
  throw new Error('page crashed');
}

function Search() {
  const [params, setParams] = useSearchParams();
  return (
    <button type="button" onClick={() => setParams({ page: '2' }, { replace: true })}>
      {`page ${params.get('page') ?? '1'}`}
    </button>
  );
}

function siteRoutes(slow: Promise<() => React.ReactNode>): SiteRoutes {
  const page = (path: string, load: PageRoute['load']): PageRoute => ({
    path,
    load,
    errorElement: <ErrorView />,
  });
  return {
    shell: <Shell />,
    fallback: <p>starting</p>,
    notFound: <h1>not found</h1>,
    notFoundError: <ErrorView />,
    pages: [
      page('/', () => Promise.resolve(() => <h1>home page</h1>)),
      page('/games', () => Promise.resolve(() => <h1>games page</h1>)),
      page('/slow', () => slow),
      page('/broken', () => Promise.reject(new Error('chunk failed'))),
      page('/crash', () => Promise.resolve(Crash)),
      page('/search', () => Promise.resolve(Search)),
      page('/old', () => Promise.resolve(() => <Navigate to="/games" replace />)),
    ],
  };
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('BrowserRouter', () => {
  it('shows the fallback until the first page has loaded, then the shell around it', async () => {
    window.history.replaceState(null, '', '/Games/');
    render(<BrowserRouter routes={siteRoutes(new Promise(() => {}))} />);
    expect(screen.getByText('starting')).toBeTruthy();
    // Paths match without regard to case or a trailing slash.
    expect(await screen.findByRole('heading', { name: 'games page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'games' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'games' }).className).toBe('on');
    expect(screen.getByRole('link', { name: 'home' }).className).toBe('off');
  });

  it('keeps the page on screen while the next one loads, then shows it at its address', async () => {
    const slow = deferred<() => React.ReactNode>();
    render(<BrowserRouter routes={siteRoutes(slow.promise)} />);
    await screen.findByRole('heading', { name: 'home page' });
    const lengthBefore = window.history.length;

    fireEvent.click(screen.getByRole('link', { name: 'slow' }));
    expect(screen.getByTestId('state').textContent).toContain('loading');
    expect(screen.getByRole('heading', { name: 'home page' })).toBeTruthy();
    expect(window.location.pathname).toBe('/');

    await act(async () => slow.resolve(() => <h1>slow page</h1>));
    expect(screen.getByRole('heading', { name: 'slow page' })).toBeTruthy();
    expect(screen.getByTestId('state').textContent).toContain('idle');
    expect(window.location.pathname).toBe('/slow');
    expect(window.history.length).toBe(lengthBefore + 1);

    // Back: the browser's popstate brings the home page again.
    act(() => window.history.back());
    expect(await screen.findByRole('heading', { name: 'home page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'home' }).className).toBe('on');
  });

  it('replaces the entry when a link leads where the page already is', async () => {
    render(<BrowserRouter routes={siteRoutes(new Promise(() => {}))} />);
    await screen.findByRole('heading', { name: 'home page' });
    const length = window.history.length;
    fireEvent.click(screen.getByRole('link', { name: 'home' }));
    fireEvent.click(screen.getByRole('link', { name: 'home' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toContain('/'));
    expect(window.history.length).toBe(length);
  });

  it("shows the route's error for a chunk that fails and a page that crashes, and leaves it on the next navigation", async () => {
    render(<BrowserRouter routes={siteRoutes(new Promise(() => {}))} />);
    await screen.findByRole('heading', { name: 'home page' });

    fireEvent.click(screen.getByRole('link', { name: 'broken' }));
    expect((await screen.findByRole('alert')).textContent).toContain('chunk failed');
    // The shell stays around the error.
    expect(screen.getByTestId('where').textContent).toContain('/broken');

    const quiet = console.error;
    console.error = () => undefined;
    try {
      fireEvent.click(screen.getByRole('link', { name: 'crash' }));
      await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('page crashed'));
    } finally {
      console.error = quiet;
    }

    fireEvent.click(screen.getByRole('link', { name: 'games' }));
    expect(await screen.findByRole('heading', { name: 'games page' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'missing' }));
    expect(await screen.findByRole('heading', { name: 'not found' })).toBeTruthy();
  });

  it('changes the query with useSearchParams and redirects with Navigate, replacing the entry', async () => {
    window.history.replaceState(null, '', '/search');
    render(<BrowserRouter routes={siteRoutes(new Promise(() => {}))} />);
    const length = window.history.length;
    fireEvent.click(await screen.findByRole('button', { name: 'page 1' }));
    expect(await screen.findByRole('button', { name: 'page 2' })).toBeTruthy();
    expect(window.location.search).toBe('?page=2');
    expect(window.history.length).toBe(length);
  });

  it('follows a Navigate to its target', async () => {
    window.history.replaceState(null, '', '/old');
    render(<BrowserRouter routes={siteRoutes(new Promise(() => {}))} />);
    expect(await screen.findByRole('heading', { name: 'games page' })).toBeTruthy();
    expect(window.location.pathname).toBe('/games');
  });

  it('leaves modified clicks to the browser', async () => {
    render(<BrowserRouter routes={siteRoutes(new Promise(() => {}))} />);
    await screen.findByRole('heading', { name: 'home page' });
    const link = screen.getByRole('link', { name: 'games' });
    expect(link.getAttribute('href')).toBe('/games');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(screen.getByRole('heading', { name: 'home page' })).toBeTruthy();
  });
});

describe('MemoryRouter', () => {
  it('renders at the last initial entry and navigates with links and state', () => {
    function Where() {
      const location = useLocation();
      return (
        <p data-testid="at">{`${location.pathname}${location.hash} ${String(location.state)}`}</p>
      );
    }
    render(
      <MemoryRouter initialEntries={['/a', '/b?x=1']}>
        <Link to="/c#top" state="s">
          c
        </Link>
        <Where />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('at').textContent).toContain('/b null');
    fireEvent.click(screen.getByRole('link', { name: 'c' }));
    expect(screen.getByTestId('at').textContent).toContain('/c#top s');
  });
});
