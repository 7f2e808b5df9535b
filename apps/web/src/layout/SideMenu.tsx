import { LogoutOutlined } from '@ant-design/icons';
import { Role } from '@parca/contract';
import { Menu, type MenuProps } from 'antd';
import { Link, useLocation } from 'react-router';
import { msg } from '../messages';
import { activeNavKey, adminLinks, type NavLink, userLinks } from './nav';

export const LOGOUT_KEY = 'logout';

const toItem = ({ path, label, icon }: NavLink) => ({ key: path, icon, label: <Link to={path}>{label}</Link> });

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
  // Çıkış Yap comes last, after the admin group
  const items: MenuProps['items'] = [
    ...userLinks.map(toItem),
    ...(isAdmin
      ? [
          { type: 'divider' as const },
          { key: 'admin', type: 'group' as const, label: msg.menu.adminGroup, children: adminLinks.map(toItem) },
        ]
      : []),
    { type: 'divider' as const },
    { key: LOGOUT_KEY, icon: <LogoutOutlined />, label: msg.menu.logout },
  ];
  const selected = activeNavKey(pathname, isAdmin ? [...userLinks, ...adminLinks] : userLinks);

  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={selected ? [selected] : []}
      aria-label={msg.shell.navigation}
      onClick={({ key }) => {
        if (key === LOGOUT_KEY) onLogout();
        else onNavigate?.();
      }}
    />
  );
}
