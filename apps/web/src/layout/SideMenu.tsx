import { LogoutOutlined } from '@ant-design/icons';
import { formatInteger, Role } from '@parca/contract';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { menu, shell } from './messages';
import { activeNavKey, adminLinks, type NavLink, PENDING_ORDERS_PATH, usePendingOrderCount, userLinks } from './nav';
import './sideMenu.css';

/** One link of the menu; "Siparişler" carries the number of pending orders (read out with the link's name). */
function MenuLink({
  link,
  selected,
  pending,
  onNavigate,
}: {
  link: NavLink;
  selected: boolean;
  pending?: number;
  onNavigate?: () => void;
}) {
  const count = pending ? menu.pendingOrders(formatInteger(pending)) : undefined;
  return (
    <li>
      <Link
        to={link.path}
        className="app-menu-item"
        aria-current={selected ? 'page' : undefined}
        aria-label={count ? `${link.label}, ${count}` : undefined}
        onClick={onNavigate}
      >
        <span className="app-menu-icon" aria-hidden="true">
          {link.icon}
        </span>
        <span className="app-menu-label">{link.label}</span>
        {count && (
          <span className="kit-badge" title={count} data-testid="pending-orders-badge">
            {pending && pending > 999 ? '999+' : pending}
          </span>
        )}
      </Link>
    </li>
  );
}

/**
 * The menu built from the role in the stored token (seed "Menu"): links, the admin's group, "Çıkış Yap" last. A list
 * of links in a <nav>, drawn like antd's inline menu.
 */
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
  const adminGroupId = useId();
  const isAdmin = role === Role.Admin;
  const pending = usePendingOrderCount(isAdmin);
  const selected = activeNavKey(pathname, isAdmin ? [...userLinks, ...adminLinks] : userLinks);
  const item = (link: NavLink) => (
    <MenuLink
      key={link.path}
      link={link}
      selected={link.path === selected}
      pending={link.path === PENDING_ORDERS_PATH ? pending : undefined}
      onNavigate={onNavigate}
    />
  );

  return (
    <nav className="app-menu" aria-label={shell.navigation}>
      <ul>{userLinks.map(item)}</ul>
      {isAdmin && (
        <>
          <hr className="app-menu-divider" />
          <div className="app-menu-group" id={adminGroupId}>
            {menu.adminGroup}
          </div>
          <ul aria-labelledby={adminGroupId}>{adminLinks.map(item)}</ul>
        </>
      )}
      <hr className="app-menu-divider" />
      <ul>
        <li>
          <button type="button" className="app-menu-item" onClick={onLogout}>
            <span className="app-menu-icon" aria-hidden="true">
              <LogoutOutlined />
            </span>
            <span className="app-menu-label">{menu.logout}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
