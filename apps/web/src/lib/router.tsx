import { createContext, useContext, useState, useSyncExternalStore, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Link, Redirect, Router, useLocation as useWouterLocation, useSearch, type BaseLocationHook } from 'wouter';

/**
 * The panel's routing, on wouter (decision 163): the address bar is the state and `history.pushState` moves it. The
 * app imports routing only from here. What wouter leaves out and the panel uses is added: the location with its query
 * and fragment, a navigation link that marks the current page, and a router in memory for the tests.
 */
export { Link, Route, Switch, useParams, useSearchParams } from 'wouter';

type Read = () => string;

/** Reads the fragment (with its '#'): the browser's address bar, wouter's default, unless a memory router is above. */
const FragmentContext = createContext<Read>(() => window.location.hash);

export interface Location {
  pathname: string;
  /** The query with its '?', or ''. */
  search: string;
  /** The fragment with its '#', or ''. */
  hash: string;
}

/** Where the panel is. The fragment is read as the path or query last changed (no page here changes only it). */
export function useLocation(): Location {
  const [pathname] = useWouterLocation();
  const search = useSearch();
  const readFragment = useContext(FragmentContext);
  return { pathname, search: search ? `?${search}` : '', hash: readFragment() };
}

/** Moves to a path of the panel; `replace` leaves no history entry behind (the back button skips it). */
export function useNavigate(): (to: string, options?: { replace?: boolean }) => void {
  return useWouterLocation()[1];
}

/** Moves to `to` as soon as it is drawn, in place of the current entry. */
export function Navigate({ to }: { to: string }) {
  return <Redirect to={to} replace />;
}

/** A link of the main navigation: `aria-current="page"` while its page is shown, which is also how it is styled. */
export function NavLink({ to, ...props }: { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const [pathname] = useWouterLocation();
  return <Link to={to} aria-current={pathname === to ? 'page' : undefined} {...props} />;
}

/** A router whose address lives in memory, for tests: it starts at `path` and moves as the panel navigates. */
export function MemoryRouter({ path, children }: { path: string; children: ReactNode }) {
  const [store] = useState(() => memoryAddress(path));
  return (
    <Router hook={store.usePath} searchHook={store.useSearch}>
      <FragmentContext value={store.fragment}>{children}</FragmentContext>
    </Router>
  );
}

function memoryAddress(path: string) {
  let address = new URL(path, 'http://panel.test');
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const navigate = (to: string) => {
    address = new URL(to, address);
    for (const listener of listeners) listener();
  };
  const usePath: BaseLocationHook = () => [useSyncExternalStore(subscribe, () => address.pathname), navigate];
  const useSearch = () => useSyncExternalStore(subscribe, () => address.search.slice(1));
  return { usePath, useSearch, fragment: () => address.hash };
}
