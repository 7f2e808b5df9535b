import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { modelViewQuery } from './api/catalog';
import { queryClient } from './api/queryClient';
import { type Access, guardDecision, type RouteHandle } from './auth/guard';
import { clearSession, getToken } from './auth/session';
import { msg } from './messages';
import { AppLoading, RootLayout, RouteError } from './RootLayout';
import { positiveInt } from './ui/paging';

type PageModule = { default: ComponentType };

/** Starts loading a page's data once the guard lets the navigation through, while the page's code still loads. */
type Prefetch = (args: LoaderFunctionArgs) => void;

/** One line per route: where it lives, who may open it, its page module (loaded on demand) and title. */
interface AppRoute {
  path: string;
  access: Access;
  page: () => Promise<PageModule>;
  title?: string;
  prefetch?: Prefetch;
}

/** `admin('/admin/x', page, title)`: a route open to `access`. */
const routeFor =
  (access: Access) =>
  (path: string, page: () => Promise<PageModule>, title?: string, prefetch?: Prefetch): AppRoute => ({
    path,
    access,
    page,
    title,
    prefetch,
  });
const anyone = routeFor('public');
const signedIn = routeFor('auth');
const admin = routeFor('admin');

const notFound = () => import('./pages/errors/NotFoundPage');

/** The model page's products (the largest answer a dealer waits for) load beside the page's code, not after it. */
const prefetchModel: Prefetch = ({ params }) => {
  const id = positiveInt(params.modelId);
  if (id !== undefined) void queryClient.prefetchQuery(modelViewQuery('dealer', id));
};
const m = msg.menu;
const p = msg.placeholders;

/** Pages without the shell. */
const standaloneRoutes: AppRoute[] = [
  anyone('/login', () => import('./pages/auth/LoginPage'), msg.auth.title),
  anyone('/auth/access', () => import('./pages/errors/AccessPage'), msg.pages.accessTitle),
  anyone('/auth/error', () => import('./pages/errors/ErrorPage'), msg.pages.errorTitle),
  anyone('/pages/notfound', notFound, msg.pages.notFoundTitle),
  anyone('/newUser/newPassword/:token', () => import('./pages/auth/NewPasswordPage'), p.newPassword),
  anyone('/users/forgotPassword/:token', () => import('./pages/auth/ResetPasswordPage'), p.forgotPassword),
  anyone('*', notFound, msg.pages.notFoundTitle),
];

/** Pages inside the shell (top bar, side menu, footer). */
const shellRoutes: AppRoute[] = [
  signedIn('/', () => import('./pages/dashboard/DashboardPage'), m.home),
  signedIn(
    '/model-products/:modelId',
    () => import('./pages/catalog/ModelProductsPage'),
    p.modelProducts,
    prefetchModel,
  ),
  signedIn('/sepetim', () => import('./pages/cart/CartPage'), p.cart),
  signedIn('/my-payments', () => import('./pages/payments/MyPaymentsPage'), p.myPayments),
  signedIn('/my-orders', () => import('./pages/orders/MyOrdersPage'), p.myOrders),
  admin('/admin/users', () => import('./pages/users/UsersPage'), m.users),
  admin('/admin/users/:id', () => import('./pages/users/UserDetailPage'), p.userDetail),
  admin('/admin/brands', () => import('./pages/catalog/BrandsPage'), m.brands),
  admin('/admin/series', () => import('./pages/catalog/SeriesPage'), m.series),
  admin('/admin/models', () => import('./pages/catalog/ModelsPage'), m.models),
  admin('/admin/models/:id', () => import('./pages/catalog/AdminModelPage'), p.modelDetail),
  admin('/admin/stocks', () => import('./pages/stocks/StocksPage'), m.stocks),
  admin('/admin/products', () => import('./pages/products/ProductsPage'), m.products),
  admin('/admin/products/:id', () => import('./pages/products/ProductDetailPage'), p.productDetail),
  admin('/admin/orders', () => import('./pages/orders/AdminOrdersPage'), m.orders),
  admin('/admin/categories', () => import('./pages/catalog/CategoriesPage'), m.categories),
  admin('/admin/variants', () => import('./pages/catalog/VariantsPage'), m.variants),
  admin('/admin/dolar-kuru', () => import('./pages/rates/DolarKuruPage'), m.dolarKuru),
  admin('/admin/payments', () => import('./pages/payments/AdminPaymentsPage'), m.payments),
  admin('/admin/bulk-stock-update', () => import('./pages/bulk/BulkStockUpdatePage'), m.bulkStockUpdate),
  admin('/admin/ice-aktar', () => import('./pages/imports/ImportsPage'), m.imports),
  admin('/admin/ayarlar', () => import('./pages/settings/SettingsPage'), m.settings),
];

/** The route guard as a loader: runs before the page renders, on every navigation to the route. */
export function guardLoader(access: Access) {
  return ({ request }: LoaderFunctionArgs) => {
    const decision = guardDecision(access, getToken());
    if (decision === 'pass') return null;
    if (decision === '/login') {
      clearSession();
      const url = new URL(request.url);
      const from = url.pathname + url.search;
      throw redirect(from === '/' ? '/login' : `/login?from=${encodeURIComponent(from)}`);
    }
    throw redirect(decision);
  };
}

function toRoute({ path, access, page, title, prefetch }: AppRoute): RouteObject {
  const handle: RouteHandle = { access, title };
  const guard = access === 'public' ? undefined : guardLoader(access);
  return {
    path,
    handle,
    loader:
      guard && prefetch
        ? (args: LoaderFunctionArgs) => {
            const passed = guard(args); // throws the redirect when the guard turns the navigation away
            prefetch(args);
            return passed;
          }
        : guard,
    // the filters and search a page keeps in its address are not a new page: no second prefetch for them
    shouldRevalidate: prefetch
      ? ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
          currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate
      : undefined,
    lazy: async () => ({ Component: (await page()).default }),
  };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: AppLoading,
    children: [
      ...standaloneRoutes.map(toRoute),
      {
        id: 'shell',
        handle: { access: 'auth' } satisfies RouteHandle,
        loader: guardLoader('auth'),
        lazy: async () => ({ Component: (await import('./layout/Shell')).default }),
        children: shellRoutes.map(toRoute),
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
