/**
 * Hash routing for the member app (docs/architecture.md "Apps"): the URL work — `#/path?query` entries, their
 * state, back and forward — is the `history` package's (the one React Router 6 was built on, same entry format),
 * and this module gives the screens the few hooks they use. Every route of the app is a fixed path whose data
 * comes from its query string and TanStack Query, so a path-pattern matcher and a data router would be code the
 * first load carries for nothing: React Router was 12 KB of the home map's first load (e2e/tests/budget.e2e.ts),
 * this module and `history` under 3 KB.
 */
import { createHashHistory, createMemoryHistory, type History, type Location, type To } from 'history';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';

export type { Location, To };

const HistoryContext = createContext<History | null>(null);
/** What a layout route's `<Outlet />` shows: the element of the child route that matched. */
const OutletContext = createContext<ReactNode>(null);

function useHistory(): History {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('a screen uses the router outside <HashRouter> or <MemoryRouter>');
  return history;
}

/** The app's router: the location is the part of the URL after `#`. */
export function HashRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createHashHistory());
  return <HistoryContext.Provider value={history}>{children}</HistoryContext.Provider>;
}

/** A router that keeps its entries in memory, for tests that render one component without the app around it. */
export function MemoryRouter({ initialEntries, children }: { initialEntries?: string[]; children: ReactNode }) {
  const [history] = useState(() => createMemoryHistory({ initialEntries }));
  return <HistoryContext.Provider value={history}>{children}</HistoryContext.Provider>;
}

/** The current entry: `pathname`, `search` (with its `?`) and the `state` it was opened with. */
export function useLocation(): Location {
  const history = useHistory();
  return useSyncExternalStore(
    useCallback((changed: () => void) => history.listen(changed), [history]),
    () => history.location,
  );
}

export interface NavigateOptions {
  /** Replace the current entry instead of adding one (a redirect, a tab switch, a filter change). */
  replace?: boolean;
  /** Kept with the entry, read back as `useLocation().state`. */
  state?: unknown;
}

export type NavigateFunction = (to: To | number, options?: NavigateOptions) => void;

/** `navigate('/path?x=1')`, `navigate(path, { replace: true })`, or `navigate(-1)` for the previous entry. */
export function useNavigate(): NavigateFunction {
  const history = useHistory();
  return useCallback(
    (to, options = {}) => {
      if (typeof to === 'number') history.go(to);
      else if (options.replace) history.replace(to, options.state);
      else history.push(to, options.state);
    },
    [history],
  );
}

/** The query string's parameters, and a setter that opens the same path with others. */
export function useSearchParams(): [
  URLSearchParams,
  (next: Record<string, string> | URLSearchParams, options?: NavigateOptions) => void,
] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: Record<string, string> | URLSearchParams, options?: NavigateOptions) =>
      navigate({ pathname, search: `?${new URLSearchParams(next).toString()}` }, options),
    [navigate, pathname],
  );
  return [params, setParams];
}

/** Opens `to` once rendered: a guard's redirect. */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  const target = typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}`;
  useEffect(() => navigate(target, { replace, state }), [navigate, target, replace, state]);
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & NavigateOptions & { to: To };

/** A real link (`href="#/path"`, so it opens in a new tab too) that an ordinary tap follows inside the app. */
export function Link({ to, replace, state, onClick, ...anchor }: LinkProps) {
  const history = useHistory();
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.defaultPrevented || event.button !== 0 || modified || (anchor.target && anchor.target !== '_self')) return;
    event.preventDefault();
    navigate(to, { replace, state });
  };
  return <a {...anchor} href={history.createHref(to)} onClick={follow} />;
}

/** A route: a fixed path and what it shows, or a layout (no path) around child routes that show in its `<Outlet />`. */
export interface RouteObject {
  path?: string;
  element: ReactNode;
  children?: RouteObject[];
}

/** Where a layout route shows the child route that matched. */
export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

/** Paths match as React Router matched them: in any case, with or without a trailing slash. */
const normalized = (pathname: string) => pathname.toLowerCase().replace(/\/+$/, '') || '/';

interface RouteTable {
  byPath: Map<string, { layout?: ReactNode; element: ReactNode }>;
  /** The `*` route: what any other path shows. */
  otherwise: ReactNode;
}

const tables = new WeakMap<RouteObject[], RouteTable>();

function tableOf(routes: RouteObject[]): RouteTable {
  let table = tables.get(routes);
  if (table) return table;
  table = { byPath: new Map(), otherwise: null };
  for (const route of routes) {
    if (route.path === '*') table.otherwise = route.element;
    else if (route.path !== undefined) table.byPath.set(normalized(route.path), { element: route.element });
    for (const child of route.children ?? [])
      table.byPath.set(normalized(child.path!), { layout: route.element, element: child.element });
  }
  tables.set(routes, table);
  return table;
}

/** The element of the route matching the current path: a layout with the child in its outlet, or `*`'s. */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const table = tableOf(routes);
  const match = table.byPath.get(normalized(pathname));
  if (!match) return table.otherwise;
  if (match.layout === undefined) return match.element;
  return <OutletContext.Provider value={match.element}>{match.layout}</OutletContext.Provider>;
}
