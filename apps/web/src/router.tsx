import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  type RouteObject,
  redirect,
  redirectDocument,
} from 'react-router';
import { modelViewQuery } from './api/catalog';
import { queryClient } from './api/queryClient';
import { type Access, guardDecision, type RouteHandle } from './auth/guard';
import { clearSession, getToken } from './auth/session';
import { menu, placeholders } from './layout/messages';
import { msg } from './messages';
import { auth } from './pages/auth';
import { paths } from './paths';
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
  /** Drawn with the kit (ui/kit) alone: rendered without antd's scope, so opening it loads no antd. */
  kit?: boolean;
}

/** `admin(paths.pattern.x, page, title)`: a route open to `access`. */
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
const m = menu;
const P = paths.pattern;
const p = placeholders;

/** Pages without the shell. */
const standaloneRoutes: AppRoute[] = [
  anyone(P.login, () => import('./pages/auth/LoginPage'), auth.title),
  anyone(P.access, () => import('./pages/errors/AccessPage'), msg.pages.accessTitle),
  // drawn with the kit: it opens when a new release's chunks (antd's among them) failed to load
  { ...anyone(P.error, () => import('./pages/errors/ErrorPage'), msg.pages.errorTitle), kit: true },
  anyone(P.notFound, notFound, msg.pages.notFoundTitle),
  anyone(P.newPassword, () => import('./pages/auth/NewPasswordPage'), p.newPassword),
  anyone(P.forgotPassword, () => import('./pages/auth/ResetPasswordPage'), p.forgotPassword),
  anyone('*', notFound, msg.pages.notFoundTitle),
];

/** Pages inside the shell (top bar, side menu, footer). */
const shellRoutes: AppRoute[] = [
  { ...signedIn(P.home, () => import('./pages/dashboard/DashboardPage'), m.home), kit: true },
  {
    ...signedIn(P.modelProducts, () => import('./pages/catalog/ModelProductsPage'), p.modelProducts, prefetchModel),
    kit: true,
  },
  signedIn(P.cart, () => import('./pages/cart/CartPage'), p.cart),
  signedIn(P.myPayments, () => import('./pages/payments/MyPaymentsPage'), p.myPayments),
  signedIn(P.priceList, () => import('./pages/pricing/PriceListPage'), m.priceList),
  signedIn(P.myOrders, () => import('./pages/orders/MyOrdersPage'), p.myOrders),
  admin(P.adminUsers, () => import('./pages/users/UsersPage'), m.users),
  admin(P.adminUser, () => import('./pages/users/UserDetailPage'), p.userDetail),
  admin(P.adminBrands, () => import('./pages/catalog/BrandsPage'), m.brands),
  admin(P.adminSeries, () => import('./pages/catalog/SeriesPage'), m.series),
  admin(P.adminModels, () => import('./pages/catalog/ModelsPage'), m.models),
  admin(P.adminModel, () => import('./pages/catalog/AdminModelPage'), p.modelDetail),
  admin(P.adminStocks, () => import('./pages/stocks/StocksPage'), m.stocks),
  admin(P.adminProducts, () => import('./pages/products/ProductsPage'), m.products),
  admin(P.adminProduct, () => import('./pages/products/ProductDetailPage'), p.productDetail),
  admin(P.adminOrders, () => import('./pages/orders/AdminOrdersPage'), m.orders),
  admin(P.adminCategories, () => import('./pages/catalog/CategoriesPage'), m.categories),
  admin(P.adminVariants, () => import('./pages/catalog/VariantsPage'), m.variants),
  admin(P.dolarKuru, () => import('./pages/rates/DolarKuruPage'), m.dolarKuru),
  admin(P.adminPayments, () => import('./pages/payments/AdminPaymentsPage'), m.payments),
  admin(P.bulkStockUpdate, () => import('./pages/bulk/BulkStockUpdatePage'), m.bulkStockUpdate),
  admin(P.imports, () => import('./pages/imports/ImportsPage'), m.imports),
  admin(P.bulkImages, () => import('./pages/images/BulkImagesPage'), m.bulkImages),
  admin(P.settings, () => import('./pages/settings/SettingsPage'), m.settings),
  admin(P.priceGroups, () => import('./pages/pricing/PriceGroupsPage'), m.priceGroups),
  admin(P.activity, () => import('./pages/activity/ActivityPage'), m.activity),
  admin(P.backups, () => import('./pages/backups/BackupsPage'), m.backups),
  signedIn(P.profile, () => import('./pages/profile/ProfilePage'), p.profile),
  signedIn(P.notifications, () => import('./pages/notifications/NotificationsPage'), m.notifications),
];

/** The route guard as a loader: runs before the page renders, on every navigation to the route. */
export function guardLoader(access: Access) {
  return ({ request }: LoaderFunctionArgs) => {
    const decision = guardDecision(access, getToken());
    if (decision === 'pass') return null;
    if (decision === paths.pattern.login) {
      clearSession();
      const url = new URL(request.url);
      const from = url.pathname + url.search;
      // a document load: the server answers /login with the static sign-in page (docs/architecture.md#the-sign-in-page)
      throw redirectDocument(from === paths.home ? paths.login() : paths.login({ from }));
    }
    throw redirect(decision);
  };
}

/** antd's theme, locale and App, loaded with the first page that uses antd (ui/AntdScope.tsx). */
const antdScope = () => import('./ui/AntdScope');

/** The page's component; inside antd's scope unless the page is drawn with the kit alone. */
async function pageComponent(page: AppRoute['page'], kit = false): Promise<ComponentType> {
  if (kit) return (await page()).default;
  const [{ default: Page }, { default: AntdScope }] = await Promise.all([page(), antdScope()]);
  return function ScopedPage() {
    return (
      <AntdScope>
        <Page />
      </AntdScope>
    );
  };
}

function toRoute({ path, access, page, title, prefetch, kit }: AppRoute): RouteObject {
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
    lazy: async () => ({ Component: await pageComponent(page, kit) }),
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
