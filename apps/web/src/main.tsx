import './ui/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { setUnauthorizedHandler } from './api/client';
import { openSignInPage } from './auth/guard';
import { paths } from './paths';
import { router } from './router';
import { AppProviders } from './ui/AppProviders';
import { applyThemeToDocument, DARK_THEME_KEY } from './ui/themeDocument';

applyThemeToDocument(localStorage.getItem(DARK_THEME_KEY) === 'true');

// a 401 (session ended on the server) has already cleared the session and the cache: the sign-in page, which the
// server answers /login with (a document load, docs/architecture.md#the-sign-in-page)
setUnauthorizedHandler(() => {
  if (router.state.location.pathname !== paths.pattern.login) openSignInPage();
});

// a page's code failed to load (usually a new release replaced the files): /auth/error offers a reload
window.addEventListener('vite:preloadError', () => {
  const target = router.state.navigation.location ?? router.state.location;
  if (target.pathname === paths.error) return;
  void router.navigate(paths.error, { replace: true, state: { from: target.pathname + target.search } });
});

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
