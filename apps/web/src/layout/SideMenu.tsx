import { LogoutOutlined } from '@ant-design/icons';
import { formatInteger, Role } from '@parca/contract';
import { Badge, Menu, type MenuProps } from 'antd';
import { Link, useLocation } from 'react-router';
import { menu, shell } from './messages';
import { activeNavKey, adminLinks, type NavLink, PENDING_ORDERS_PATH, usePendingOrderCount, userLinks } from './nav';

export const LOGOUT_KEY = 'logout';

const toItem = ({ path, label, icon }: NavLink) => ({ key: path, icon, label: <Link to={path}>{label}</Link> });

const badgedLink = { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 } as const;

/** "Siparişler" with the number of pending orders beside it (read out with the link's name). */
function ordersItem(link: NavLink, pending: number | undefined) {
  if (!pending) return toItem(link);
  const text = menu.pendingOrders(formatInteger(pending));
  return {
    key: link.path,
    icon: link.icon,
    label: (
      <Link to={link.path} aria-label={`${link.label}, ${text}`} style={badgedLink}>
        <span>{link.label}</span>
        <Badge count={pending} overflowCount={999} title={text} data-testid="pending-orders-badge" />
      </Link>
    ),
  };
}

/** The menu built from the role in the stored token (seed "Menu"). */
export function SideMenu({
  role,
  onNavigate,
  onLogout,
}: {
  role: Role;
  onNavigate?: () => void;
  onLogout: () => void;
}) {
  const { pathname } = useLocation();
  const isAdmin = role === Role.Admin;
  const pending = usePendingOrderCount(isAdmin);
  const toAdminItem = (link: NavLink) => (link.path === PENDING_ORDERS_PATH ? ordersItem(link, pending) : toItem(link));
  // Çıkış Yap comes last, after the admin group
  const items: MenuProps['items'] = [
    ...userLinks.map(toItem),
    ...(isAdmin
      ? [
          { type: 'divider' as const },
          { key: 'admin', type: 'group' as const, label: menu.adminGroup, children: adminLinks.map(toAdminItem) },
        ]
      : []),
    { type: 'divider' as const },
    { key: LOGOUT_KEY, icon: <LogoutOutlined />, label: menu.logout },
  ];
  const selected = activeNavKey(pathname, isAdmin ? [...userLinks, ...adminLinks] : userLinks);

  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={selected ? [selected] : []}
      aria-label={shell.navigation}
      onClick={({ key }) => {
        if (key === LOGOUT_KEY) onLogout();
        else onNavigate?.();
      }}
    />
  );
}
