import { useEffect, useLayoutEffect } from 'react';
import {
  Navigate,
  Outlet,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigation,
  useRouteError,
} from 'react-router';
import type { RouteHandle } from './auth/guard';
import { msg } from './messages';
import { paths } from './paths';

/** Root of every route: the page, a thin progress bar while the next page loads, the document title. */
export function RootLayout() {
  const navigation = useNavigation();
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as
    | RouteHandle
    | undefined;

  useEffect(() => {
    document.title = title?.title ? `${title.title} · ${msg.app.name}` : msg.app.name;
  }, [title?.title]);

  // index.html's top bar, painted before the app loaded, leaves in the commit that draws the page (and its own bar)
  useLayoutEffect(() => {
    document.querySelector('.app-boot-frame')?.remove();
    document.documentElement.classList.remove('app-boot-shell');
  }, []);

  return (
    <>
      {navigation.state !== 'idle' && (
        <div className="app-route-progress" role="progressbar" aria-label={msg.app.loading} />
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first page's code loads. */
export function AppLoading() {
  return (
    <div className="app-boot" role="status" aria-label={msg.app.loading}>
      <span className="app-boot-spinner" />
    </div>
  );
}

/**
 * A route failed to load or render, typically a page's code from an older release (preload error):
 * go to /auth/error, which offers a reload. If that page itself cannot load, a bare fallback is shown.
 */
export function RouteError() {
  const error = useRouteError();
  const location = useLocation();

  useEffect(() => {
    console.error(error);
  }, [error]);

  if (location.pathname !== paths.error) {
    return <Navigate to={paths.error} replace state={{ from: location.pathname + location.search }} />;
  }
  return (
    <main className="app-center-page" style={{ flexDirection: 'column', gap: 16, textAlign: 'center' }}>
      <h1 style={{ margin: 0, fontSize: 22 }}>{msg.pages.errorTitle}</h1>
      <p style={{ margin: 0, maxWidth: 420 }}>{msg.pages.errorText}</p>
      <button type="button" className="app-plain-button" onClick={() => window.location.reload()}>
        {msg.pages.reload}
      </button>
    </main>
  );
}
