import { Role } from '@parca/contract';
import { App as AntApp, Drawer, Layout } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { openSignInPage } from '../auth/guard';
import { useSession } from '../auth/session';
import { CartSync } from '../pages/cart';
import { dolarKuruStore, RateStaleBanner } from '../pages/rates';
import { useIsDesktop } from '../ui/breakpoint';
import { AppFooter } from './AppFooter';
import { Logo } from './Logo';
import { signOut } from './logout';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

/** Toasts (antd message) open below the 56 px top bar (app.css --app-header-h), never over the cart badge. */
const TOAST_TOP = 64;

/** The frame of every signed-in page: top bar, side menu (static on desktop, drawer on mobile), footer. */
export default function Shell() {
  const session = useSession();
  const isDesktop = useIsDesktop();
  const _navigate = useNavigate();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);

  // the footer's rate: read on entry, and again when the tab comes back after a while (an admin may have changed it)
  useEffect(() => {
    void dolarKuruStore.fetch();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void dolarKuruStore.refreshIfStale(60_000);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  // leaving the phone layout (or navigating) never leaves a stale overlay open
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on route and layout changes
  useEffect(() => {
    setDrawerOpen(false);
  }, [isDesktop, pathname]);

  const onLogout = useCallback(() => {
    void signOut().then(() => openSignInPage());
  }, []);

  // signed out (here or in another tab): the sign-in page, by a document load
  useEffect(() => {
    if (!session) openSignInPage();
  }, [session]);
  if (!session) return null;

  const menuOpen = isDesktop ? !collapsed : drawerOpen;
  const onMenuToggle = () => (isDesktop ? setCollapsed((c) => !c) : setDrawerOpen((o) => !o));

  return (
    <AntApp component={false} message={{ top: TOAST_TOP }}>
      <CartSync />
      <Layout className="app-shell" style={{ minHeight: '100vh' }}>
        <TopBar
          userName={session.name}
          role={session.role}
          menuOpen={menuOpen}
          onMenuToggle={onMenuToggle}
          onLogout={onLogout}
        />
        <Layout hasSider={isDesktop}>
          {isDesktop && (
            <Layout.Sider
              className="app-sider"
              theme="light"
              width={260}
              collapsedWidth={0}
              collapsed={collapsed}
              trigger={null}
              data-testid="side-menu"
              inert={collapsed}
            >
              <SideMenu role={session.role} onLogout={onLogout} />
            </Layout.Sider>
          )}
          <Layout style={{ minWidth: 0 }}>
            <Layout.Content className="app-content">
              {session.role === Role.Admin && <RateStaleBanner />}
              <Outlet />
            </Layout.Content>
            <AppFooter />
          </Layout>
        </Layout>
        {!isDesktop && (
          <Drawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            placement="left"
            size={280}
            title={<Logo />}
            styles={{ body: { padding: '8px 0' } }}
          >
            <div data-testid="mobile-menu">
              <SideMenu role={session.role} onNavigate={() => setDrawerOpen(false)} onLogout={onLogout} />
            </div>
          </Drawer>
        )}
      </Layout>
    </AntApp>
  );
}
