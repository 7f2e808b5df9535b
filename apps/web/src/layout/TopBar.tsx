import { LogoutOutlined, MenuOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { Link } from 'react-router';
import { useCartCount } from '../cart/cartStorage';
import { msg } from '../messages';
import { ThemeToggle } from '../ui/ThemeToggle';
import { Logo } from './Logo';

interface TopBarProps {
  userName: string;
  menuOpen: boolean;
  onMenuToggle: () => void;
  onLogout: () => void;
}

export function TopBar({ userName, menuOpen, onMenuToggle, onLogout }: TopBarProps) {
  const cartCount = useCartCount();

  return (
    <Layout.Header className="app-header">
      <Button
        type="text"
        icon={<MenuOutlined />}
        aria-label={msg.shell.menuToggle}
        aria-expanded={menuOpen}
        data-testid="menu-toggle"
        onClick={onMenuToggle}
      />
      <Logo />
      <div className="app-header-spacer" />
      <div className="app-header-actions">
        <Link to="/sepetim" className="app-cart-link" aria-label={msg.shell.cartWithCount(cartCount)}>
          <ShoppingCartOutlined />
          <span className="app-cart-badge" data-testid="cart-badge" data-empty={cartCount === 0 || undefined}>
            {cartCount}
          </span>
        </Link>
        <ThemeToggle />
        <span className="app-user-name" data-testid="user-name" title={userName}>
          {userName}
        </span>
        <Button
          type="text"
          icon={<LogoutOutlined />}
          aria-label={msg.shell.logout}
          title={msg.shell.logout}
          onClick={onLogout}
        />
      </div>
    </Layout.Header>
  );
}
