/**
 * The app's hash routing (lib/router.tsx): a path shows its route in any case and with a trailing slash, a tab's
 * screen shows inside the tab layout, any other path shows the `*` route, and the hooks move through entries as
 * the screens expect (query parameters, state, back).
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  HashRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useRoutes,
  useSearchParams,
  type RouteObject,
} from './router';

const routes: RouteObject[] = [
  { path: '/page/wallet/wallet', element: <p>wallet</p> },
  {
    element: (
      <section data-testid="tabs">
        <Outlet />
      </section>
    ),
    children: [{ path: '/pages/my/my', element: <p>me</p> }],
  },
  { path: '*', element: <Navigate to="/page/wallet/wallet" replace /> },
];

function Where() {
  const { pathname, search, state } = useLocation();
  return <output data-testid="where">{`${pathname}${search} ${JSON.stringify(state)}`}</output>;
}

function Screens() {
  return <>{useRoutes(routes)}</>;
}

const where = () => screen.getByTestId('where').textContent;

describe('useRoutes', () => {
  it('shows the route of a path in any case and with a trailing slash', () => {
    render(
      <MemoryRouter initialEntries={['/Page/Wallet/Wallet/']}>
        <Screens />
      </MemoryRouter>,
    );
    expect(screen.getByText('wallet')).toBeTruthy();
  });

  it('shows a tab screen inside its layout', () => {
    render(
      <MemoryRouter initialEntries={['/pages/my/my']}>
        <Screens />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('tabs').textContent).toBe('me');
  });

  it('sends an unknown path to the `*` route, which replaces the entry', () => {
    render(
      <MemoryRouter initialEntries={['/no/such/screen']}>
        <Screens />
        <Where />
      </MemoryRouter>,
    );
    expect(screen.getByText('wallet')).toBeTruthy();
    expect(where()).toBe('/page/wallet/wallet null');
  });
});

function Steps() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  return (
    <>
      <button onClick={() => navigate('/user/setting?from=me', { state: { card: 7 } })}>open</button>
      <button onClick={() => setParams({ tab: 'system' }, { replace: true })}>filter</button>
      <button onClick={() => navigate(-1)}>back</button>
      <output data-testid="param">{params.get('tab') ?? params.get('from')}</output>
    </>
  );
}

describe('moving between entries', () => {
  it('opens a path with its query and state, changes the query in place, and goes back', async () => {
    render(
      <MemoryRouter initialEntries={['/pages/my/my']}>
        <Steps />
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByText('open'));
    expect(where()).toBe('/user/setting?from=me {"card":7}');
    expect(screen.getByTestId('param').textContent).toBe('me');
    fireEvent.click(screen.getByText('filter'));
    expect(where()).toBe('/user/setting?tab=system null');
    expect(screen.getByTestId('param').textContent).toBe('system');
    // The filter replaced its entry: back returns to where the member came from.
    await act(async () => fireEvent.click(screen.getByText('back')));
    expect(where()).toBe('/pages/my/my null');
  });

  it('keeps the location after `#` in the hash router, and a link follows a plain tap there', () => {
    history.replaceState(null, '', '/#/pages/my/my');
    render(
      <HashRouter>
        <Link to="/user/login?redirect=%2F" data-testid="link">
          sign in
        </Link>
        <Where />
      </HashRouter>,
    );
    const link = screen.getByTestId('link');
    expect(link.getAttribute('href')).toBe('#/user/login?redirect=%2F');
    fireEvent.click(link);
    expect(window.location.hash).toBe('#/user/login?redirect=%2F');
    expect(where()).toBe('/user/login?redirect=%2F null');
  });
});
