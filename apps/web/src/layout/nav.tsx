import {
  AppstoreOutlined,
  BellOutlined,
  BranchesOutlined,
  CloudServerOutlined,
  ClusterOutlined,
  CreditCardOutlined,
  DatabaseOutlined,
  DollarOutlined,
  FileTextOutlined,
  HistoryOutlined,
  HomeOutlined,
  ImportOutlined,
  MobileOutlined,
  PartitionOutlined,
  PercentageOutlined,
  PictureOutlined,
  ProfileOutlined,
  SettingOutlined,
  SyncOutlined,
  TagsOutlined,
  TeamOutlined,
  UnorderedListOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getPendingOrderCount, orderKeys } from '../api/orders';
import { paths } from '../paths';
import { adminDescriptions, menu, menuDescriptions } from './messages';

export interface NavLink {
  path: string;
  label: string;
  icon: ReactNode;
  description?: string;
}

/** Everyone signed in (seed "Menu"); Çıkış Yap is added by the menu itself, as its last item. */
export const userLinks: NavLink[] = [
  { path: paths.home, label: menu.home, icon: <HomeOutlined /> },
  {
    path: paths.myPayments,
    label: menu.myPayments,
    icon: <WalletOutlined />,
    description: menuDescriptions.quickPayments,
  },
  {
    path: paths.pattern.myOrders,
    label: menu.myOrders,
    icon: <ProfileOutlined />,
    description: menuDescriptions.quickOrders,
  },
  {
    path: paths.priceList,
    label: menu.priceList,
    icon: <UnorderedListOutlined />,
    description: menuDescriptions.priceList,
  },
  {
    path: paths.notifications,
    label: menu.notifications,
    icon: <BellOutlined />,
    description: menuDescriptions.notifications,
  },
];

/** How often the admin's menu asks how many orders wait (any order write of this tab refreshes it at once). */
export const PENDING_ORDERS_REFRESH_MS = 30_000;
/** The menu item that shows the pending orders' badge. */
export const PENDING_ORDERS_PATH = paths.pattern.adminOrders;

const d = adminDescriptions;
/** Every admin route of the seed: the "Admin İşlemleri" group and the admin cards on the home page. */
export const adminLinks: NavLink[] = [
  { path: paths.adminUsers, label: menu.users, icon: <TeamOutlined />, description: d.users },
  { path: paths.adminBrands, label: menu.brands, icon: <TagsOutlined />, description: d.brands },
  { path: paths.adminSeries, label: menu.series, icon: <PartitionOutlined />, description: d.series },
  { path: paths.adminModels, label: menu.models, icon: <MobileOutlined />, description: d.models },
  { path: paths.adminStocks, label: menu.stocks, icon: <DatabaseOutlined />, description: d.stocks },
  { path: paths.adminProducts, label: menu.products, icon: <AppstoreOutlined />, description: d.products },
  { path: PENDING_ORDERS_PATH, label: menu.orders, icon: <FileTextOutlined />, description: d.orders },
  { path: paths.adminCategories, label: menu.categories, icon: <ClusterOutlined />, description: d.categories },
  { path: paths.adminVariants, label: menu.variants, icon: <BranchesOutlined />, description: d.variants },
  { path: paths.dolarKuru, label: menu.dolarKuru, icon: <DollarOutlined />, description: d.dolarKuru },
  { path: paths.adminPayments, label: menu.payments, icon: <CreditCardOutlined />, description: d.payments },
  {
    path: paths.bulkStockUpdate,
    label: menu.bulkStockUpdate,
    icon: <SyncOutlined />,
    description: d.bulkStockUpdate,
  },
  { path: paths.imports, label: menu.imports, icon: <ImportOutlined />, description: d.imports },
  { path: paths.bulkImages, label: menu.bulkImages, icon: <PictureOutlined />, description: d.bulkImages },
  { path: paths.priceGroups, label: menu.priceGroups, icon: <PercentageOutlined />, description: d.priceGroups },
  { path: paths.backups, label: menu.backups, icon: <CloudServerOutlined />, description: d.backups },
  { path: paths.activity(), label: menu.activity, icon: <HistoryOutlined />, description: d.activity },
  { path: paths.settings, label: menu.settings, icon: <SettingOutlined />, description: d.settings },
];

/** The menu key for a location: the longest link path that prefixes it ("/admin/users/5" → "/admin/users"). */
export function activeNavKey(pathname: string, links: NavLink[]): string | undefined {
  let best: string | undefined;
  for (const { path } of links) {
    const hit = path === paths.home ? pathname === paths.home : pathname === path || pathname.startsWith(`${path}/`);
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
