import {
  AppstoreOutlined,
  BranchesOutlined,
  ClusterOutlined,
  CreditCardOutlined,
  DatabaseOutlined,
  DollarOutlined,
  FileTextOutlined,
  HomeOutlined,
  ImportOutlined,
  MobileOutlined,
  PartitionOutlined,
  ProfileOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  SyncOutlined,
  TagsOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getPendingOrderCount, orderKeys } from '../api/orders';
import { msg } from '../messages';

export interface NavLink {
  path: string;
  label: string;
  icon: ReactNode;
  description?: string;
}

/** Everyone signed in (seed "Menu"); Çıkış Yap is added by the menu itself, as its last item. */
export const userLinks: NavLink[] = [
  { path: '/', label: msg.menu.home, icon: <HomeOutlined /> },
  {
    path: '/my-payments',
    label: msg.menu.myPayments,
    icon: <WalletOutlined />,
    description: msg.menuDescriptions.quickPayments,
  },
  {
    path: '/my-orders',
    label: msg.menu.myOrders,
    icon: <ProfileOutlined />,
    description: msg.menuDescriptions.quickOrders,
  },
];

export const cartLink: NavLink = {
  path: '/sepetim',
  label: msg.menu.cart,
  icon: <ShoppingCartOutlined />,
  description: msg.menuDescriptions.quickCart,
};

/** How often the admin's menu asks how many orders wait (any order write of this tab refreshes it at once). */
export const PENDING_ORDERS_REFRESH_MS = 30_000;
/** The menu item that shows the pending orders' badge. */
export const PENDING_ORDERS_PATH = '/admin/orders';

const d = msg.adminDescriptions;
/** Every admin route of the seed: the "Admin İşlemleri" group and the admin cards on the home page. */
export const adminLinks: NavLink[] = [
  { path: '/admin/users', label: msg.menu.users, icon: <TeamOutlined />, description: d.users },
  { path: '/admin/brands', label: msg.menu.brands, icon: <TagsOutlined />, description: d.brands },
  { path: '/admin/series', label: msg.menu.series, icon: <PartitionOutlined />, description: d.series },
  { path: '/admin/models', label: msg.menu.models, icon: <MobileOutlined />, description: d.models },
  { path: '/admin/stocks', label: msg.menu.stocks, icon: <DatabaseOutlined />, description: d.stocks },
  { path: '/admin/products', label: msg.menu.products, icon: <AppstoreOutlined />, description: d.products },
  { path: PENDING_ORDERS_PATH, label: msg.menu.orders, icon: <FileTextOutlined />, description: d.orders },
  { path: '/admin/categories', label: msg.menu.categories, icon: <ClusterOutlined />, description: d.categories },
  { path: '/admin/variants', label: msg.menu.variants, icon: <BranchesOutlined />, description: d.variants },
  { path: '/admin/dolar-kuru', label: msg.menu.dolarKuru, icon: <DollarOutlined />, description: d.dolarKuru },
  { path: '/admin/payments', label: msg.menu.payments, icon: <CreditCardOutlined />, description: d.payments },
  {
    path: '/admin/bulk-stock-update',
    label: msg.menu.bulkStockUpdate,
    icon: <SyncOutlined />,
    description: d.bulkStockUpdate,
  },
  { path: '/admin/ice-aktar', label: msg.menu.imports, icon: <ImportOutlined />, description: d.imports },
  { path: '/admin/ayarlar', label: msg.menu.settings, icon: <SettingOutlined />, description: d.settings },
];

/** The menu key for a location: the longest link path that prefixes it ("/admin/users/5" → "/admin/users"). */
export function activeNavKey(pathname: string, links: NavLink[]): string | undefined {
  let best: string | undefined;
  for (const { path } of links) {
    const hit = path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
    if (hit && (!best || path.length > best.length)) best = path;
  }
  return best;
}

/**
 * The number of pending orders for the admin's menu badge and the orders page's tab, refreshed every 30 s while the
 * tab is open; undefined for a dealer (never asked: the route is Admin only) and while unknown.
 */
export function usePendingOrderCount(isAdmin: boolean): number | undefined {
  const query = useQuery({
    queryKey: orderKeys.pendingCount,
    queryFn: getPendingOrderCount,
    enabled: isAdmin,
    refetchInterval: PENDING_ORDERS_REFRESH_MS,
  });
  return isAdmin ? query.data?.pending : undefined;
}
