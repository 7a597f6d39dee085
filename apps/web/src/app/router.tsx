/**
 * Hash routes exactly as docs/product.md §2 spells them (docs/architecture.md "Apps"). Every screen is its own chunk;
 * features list their screens in their own routes.ts (app/feature-routes.ts), tab screens included.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Navigate, useRoutes, type RouteObject } from '@/lib/router';
import { GuestOnly } from '@/components/guest-only';
import { RequireAuth } from '@/components/require-auth';
import { RouteErrorBoundary } from '@/components/route-error';
import { RouteFallback } from '@/components/route-fallback';
import { paths, tabRoutes } from '@/config/paths';
import { allMessagesLoaded, loadAllMessages } from '@/lib/i18n';
import { loadHomeMap } from '@/features/map/routes';
import { FEATURE_ROUTES } from './feature-routes';

const loadTabLayout = () => import('@/components/tab-layout');
const TabLayout = lazy(() => loadTabLayout().then((m) => ({ default: m.TabLayout })));

const pages = {
  // The entry route only refreshes the session and opens the home map: fetch the map's chunks meanwhile.
  loading: lazy(() => {
    void loadTabLayout();
    void loadHomeMap();
    return import('@/features/account/pages/loading');
  }),
  me: lazy(() => import('@/features/account/pages/me')),
  settings: lazy(() => import('@/features/account/pages/settings')),
  login: lazy(() => import('@/features/auth/pages/login')),
  register: lazy(() => import('@/features/auth/pages/register')),
  forgotPassword: lazy(() => import('@/features/auth/pages/forgot-password')),
  editPassword: lazy(() => import('@/features/auth/pages/edit-password')),
  payPassword: lazy(() => import('@/features/auth/pages/pay-password')),
  language: lazy(() => import('@/features/preferences/pages/language')),
  servers: lazy(() => import('@/features/preferences/pages/servers')),
  download: lazy(() => import('@/features/preferences/pages/download')),
  signin: lazy(() => import('@/features/signin/pages/signin')),
  authentication: lazy(() => import('@/features/verification/pages/authentication')),
  idcard: lazy(() => import('@/features/verification/pages/idcard')),
  wallet: lazy(() => import('@/features/wallet/pages/wallet')),
  recharge: lazy(() => import('@/features/wallet/pages/recharge')),
  withdraw: lazy(() => import('@/features/wallet/pages/withdraw')),
  balanceLog: lazy(() => import('@/features/wallet/pages/log')),
  points: lazy(() => import('@/features/points/pages/points')),
  exchange: lazy(() => import('@/features/points/pages/exchange')),
  balance: lazy(() => import('@/features/points/pages/balance')),
  transfer: lazy(() => import('@/features/points/pages/transfer')),
};

/** Holds a screen until every message area is loaded; only the home map starts with less (lib/i18n.ts). */
function AllMessages({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(allMessagesLoaded);
  useEffect(() => {
    if (!ready) void loadAllMessages().then(() => setReady(true));
  }, [ready]);
  return ready ? children : <RouteFallback />;
}

/** A screen's chunk failing to load (offline, redeploy) or its code throwing shows the error view (route-error.tsx). */
function screen(Page: ComponentType, protectedPage = false, firstScreen = false): ReactNode {
  const element = (
    <RouteErrorBoundary>
      <Suspense fallback={<RouteFallback />}>
        {firstScreen ? (
          <Page />
        ) : (
          <AllMessages>
            <Page />
          </AllMessages>
        )}
      </Suspense>
    </RouteErrorBoundary>
  );
  return protectedPage ? <RequireAuth>{element}</RequireAuth> : element;
}

/** Login and register: a signed-in member is sent on (components/guest-only.tsx). */
const guestScreen = (Page: ComponentType) => <GuestOnly>{screen(Page)}</GuestOnly>;

const built = new Map(FEATURE_ROUTES.map((route) => [route.path, route]));

/** The Me tab is the account feature's; the other four tabs are the map, community, marking and P2P features'. */
function tabScreen(tab: (typeof tabRoutes)[number]): ReactNode {
  if (tab.key === 'me') return screen(pages.me);
  const route = built.get(tab.path);
  if (!route) throw new Error(`no feature builds the ${tab.key} tab (${tab.path})`);
  return screen(route.page, route.auth, tab.key === 'home');
}

const tabPaths = new Set<string>(tabRoutes.map((tab) => tab.path));

export const routes: RouteObject[] = [
  // The entry route opens the home map at once: both are the first load.
  { path: paths.loading, element: screen(pages.loading, false, true) },
  { path: paths.loadingAlias, element: screen(pages.loading, false, true) },
  {
    element: screen(TabLayout, false, true),
    children: tabRoutes.map((tab) => ({ path: tab.path, element: tabScreen(tab) })),
  },
  { path: paths.login, element: guestScreen(pages.login) },
  { path: paths.loginAlias, element: guestScreen(pages.login) },
  { path: paths.register, element: guestScreen(pages.register) },
  { path: paths.forgotPassword, element: screen(pages.forgotPassword) },
  { path: paths.editPassword, element: screen(pages.editPassword, true) },
  { path: paths.settings, element: screen(pages.settings, true) },
  { path: paths.payPassword, element: screen(pages.payPassword, true) },
  { path: paths.language, element: screen(pages.language) },
  { path: paths.servers, element: screen(pages.servers) },
  { path: paths.download, element: screen(pages.download) },
  { path: paths.signin, element: screen(pages.signin, true) },
  { path: paths.authentication, element: screen(pages.authentication, true) },
  { path: paths.idcard, element: screen(pages.idcard, true) },
  { path: paths.wallet, element: screen(pages.wallet, true) },
  { path: paths.recharge, element: screen(pages.recharge, true) },
  { path: paths.withdraw, element: screen(pages.withdraw, true) },
  { path: paths.balanceLog, element: screen(pages.balanceLog, true) },
  { path: paths.points, element: screen(pages.points, true) },
  { path: paths.pointsExchange, element: screen(pages.exchange, true) },
  { path: paths.balanceExchange, element: screen(pages.exchange, true) },
  { path: paths.balance, element: screen(pages.balance, true) },
  { path: paths.transfer, element: screen(pages.transfer, true) },
  ...FEATURE_ROUTES.filter((route) => !tabPaths.has(route.path)).map((route) => ({
    path: route.path,
    element: screen(route.page, route.auth),
  })),
  { path: '*', element: <Navigate to={paths.home} replace /> },
];

/**
 * The screens for the current hash: each route by its exact path (lib/router.tsx). Declarative routing (no data
 * router): the app loads data with TanStack Query.
 */
export function Screens() {
  return useRoutes(routes);
}
