import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { type Access, guardDecision, type RouteHandle } from './auth/guard';
import { clearSession, getToken } from './auth/session';
import { msg } from './messages';
import { AppLoading, RootLayout, RouteError } from './RootLayout';

type PageModule = { default: ComponentType };

/** One line per route: where it lives, who may open it, its page module (loaded on demand) and title. */
interface AppRoute {
  path: string;
  access: Access;
  page: () => Promise<PageModule>;
  title?: string;
}

const placeholder = () => import('./pages/placeholder/PlaceholderPage');
const notFound = () => import('./pages/errors/NotFoundPage');
const m = msg.menu;
const p = msg.placeholders;

/** Pages without the shell. */
const standaloneRoutes: AppRoute[] = [
  { path: '/login', access: 'public', page: () => import('./pages/login/LoginPage'), title: msg.login.title },
  {
    path: '/auth/access',
    access: 'public',
    page: () => import('./pages/errors/AccessPage'),
    title: msg.pages.accessTitle,
  },
  {
    path: '/auth/error',
    access: 'public',
    page: () => import('./pages/errors/ErrorPage'),
    title: msg.pages.errorTitle,
  },
  { path: '/pages/notfound', access: 'public', page: notFound, title: msg.pages.notFoundTitle },
  { path: '/newUser/newPassword/:token', access: 'public', page: placeholder, title: p.newPassword },
  { path: '/users/forgotPassword/:token', access: 'public', page: placeholder, title: p.forgotPassword },
  { path: '*', access: 'public', page: notFound, title: msg.pages.notFoundTitle },
];

/** Pages inside the shell (top bar, side menu, footer). */
const shellRoutes: AppRoute[] = [
  { path: '/', access: 'auth', page: () => import('./pages/home/HomePage'), title: m.home },
  {
    path: '/model-products/:modelId',
    access: 'auth',
    page: () => import('./pages/catalog/ModelProductsPage'),
    title: p.modelProducts,
  },
  { path: '/sepetim', access: 'auth', page: placeholder, title: p.cart },
  { path: '/my-payments', access: 'auth', page: placeholder, title: p.myPayments },
  { path: '/my-orders', access: 'auth', page: placeholder, title: p.myOrders },
  { path: '/admin/users', access: 'admin', page: placeholder, title: m.users },
  { path: '/admin/users/:id', access: 'admin', page: placeholder, title: p.userDetail },
  { path: '/admin/brands', access: 'admin', page: () => import('./pages/catalog/BrandsPage'), title: m.brands },
  { path: '/admin/series', access: 'admin', page: () => import('./pages/catalog/SeriesPage'), title: m.series },
  { path: '/admin/models', access: 'admin', page: () => import('./pages/catalog/ModelsPage'), title: m.models },
  {
    path: '/admin/models/:id',
    access: 'admin',
    page: () => import('./pages/catalog/AdminModelPage'),
    title: p.modelDetail,
  },
  { path: '/admin/stocks', access: 'admin', page: () => import('./pages/stocks/StocksPage'), title: m.stocks },
  { path: '/admin/products', access: 'admin', page: () => import('./pages/products/ProductsPage'), title: m.products },
  {
    path: '/admin/products/:id',
    access: 'admin',
    page: () => import('./pages/products/ProductDetailPage'),
    title: p.productDetail,
  },
  { path: '/admin/orders', access: 'admin', page: placeholder, title: m.orders },
  {
    path: '/admin/categories',
    access: 'admin',
    page: () => import('./pages/catalog/CategoriesPage'),
    title: m.categories,
  },
  { path: '/admin/variants', access: 'admin', page: () => import('./pages/catalog/VariantsPage'), title: m.variants },
  { path: '/admin/dolar-kuru', access: 'admin', page: () => import('./pages/rates/DolarKuruPage'), title: m.dolarKuru },
  { path: '/admin/payments', access: 'admin', page: placeholder, title: m.payments },
  { path: '/admin/bulk-stock-update', access: 'admin', page: placeholder, title: m.bulkStockUpdate },
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

function toRoute({ path, access, page, title }: AppRoute): RouteObject {
  const handle: RouteHandle = { access, title };
  return {
    path,
    handle,
    loader: access === 'public' ? undefined : guardLoader(access),
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
