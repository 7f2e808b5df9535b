import { LogoutOutlined, MenuOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { formatInteger, type Role } from '@parca/contract';
import { Link } from 'react-router';
import { useCartCount } from '../pages/cart';
import { BellButton } from '../pages/notifications';
import { paths } from '../paths';
import { KitButton } from '../ui/kit/KitButton';
import { ThemeToggle } from '../ui/ThemeToggle';
import { Logo } from './Logo';
import { shell } from './messages';
import { UserMenu } from './UserMenu';

interface TopBarProps {
  userName: string;
  role: Role;
  menuOpen: boolean;
  onMenuToggle: () => void;
  onLogout: () => void;
}

export function TopBar({ userName, role, menuOpen, onMenuToggle, onLogout }: TopBarProps) {
  const cartCount = formatInteger(useCartCount());

  return (
    <header className="app-header">
      <KitButton
        quiet
        icon={<MenuOutlined />}
        aria-label={shell.menuToggle}
        aria-expanded={menuOpen}
        data-testid="menu-toggle"
        onClick={onMenuToggle}
      />
      <Logo />
      <div className="app-header-spacer" />
      <div className="app-header-actions">
        <Link to={paths.cart} className="app-cart-link" aria-label={shell.cartWithCount(cartCount)}>
          <ShoppingCartOutlined />
          <span className="app-cart-badge" data-testid="cart-badge" data-empty={cartCount === '0' || undefined}>
            {cartCount}
          </span>
        </Link>
        <BellButton />
        <ThemeToggle />
        <UserMenu name={userName} role={role} />
        {/* a native title rather than a tooltip: a tooltip sticks after a tap on phones */}
        <KitButton quiet icon={<LogoutOutlined />} aria-label={shell.logout} title={shell.logout} onClick={onLogout} />
      </div>
    </header>
  );
}
