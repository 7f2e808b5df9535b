import { Role } from '@parca/contract';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { openSignInPage } from '../auth/guard';
import { useSession } from '../auth/session';
import { CartSync } from '../pages/cart';
import { dolarKuruStore, loadRateStaleBanner } from '../pages/rates';
import { useIsDesktop } from '../ui/breakpoint';
import { KitDrawer } from '../ui/kit/KitDrawer';
import { Toaster } from '../ui/kit/Toaster';
import { loadAdminCommon } from '../ui/loadAdminCommon';
import { whenIdle } from '../ui/whenIdle';
import { AppFooter } from './AppFooter';
import { Logo } from './Logo';
import { signOut } from './logout';
import { shell } from './messages';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

/** The admin's "rate is stale" banner is drawn with antd: loaded for admins only. */
const RateStaleBanner = lazy(loadRateStaleBanner);

/**
 * The frame of every signed-in page: top bar, side menu (static on desktop, drawer on mobile), footer. Drawn with the
 * kit, so a dealer's first screen loads no antd (docs/architecture.md § antd only where it is used).
 */
export default function Shell() {
  const session = useSession();
  const isDesktop = useIsDesktop();
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

  // an admin's next page is drawn with antd: what those pages share loads once this one has drawn (a failed load is
  // the next page's to report, when it asks for the same code)
  const isAdmin = session?.role === Role.Admin;
  useEffect(() => (isAdmin ? whenIdle(() => void loadAdminCommon().catch(() => undefined)) : undefined), [isAdmin]);

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
    <div className="app-shell">
      <CartSync />
      <Toaster />
      <TopBar
        userName={session.name}
        role={session.role}
        menuOpen={menuOpen}
        onMenuToggle={onMenuToggle}
        onLogout={onLogout}
      />
      <div className="app-body">
        {isDesktop && (
          <aside
            className="app-sider"
            data-collapsed={collapsed || undefined}
            data-testid="side-menu"
            inert={collapsed}
          >
            <SideMenu role={session.role} onLogout={onLogout} />
          </aside>
        )}
        <div className="app-main">
          <main className="app-content">
            {session.role === Role.Admin && (
              <Suspense fallback={null}>
                <RateStaleBanner />
              </Suspense>
            )}
            <Outlet />
          </main>
          <AppFooter />
        </div>
      </div>
      {!isDesktop && (
        <KitDrawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title={<Logo />}
          label={shell.menuDrawer}
          closeLabel={shell.closeMenu}
        >
          <div data-testid="mobile-menu">
            <SideMenu role={session.role} onNavigate={() => setDrawerOpen(false)} onLogout={onLogout} />
          </div>
        </KitDrawer>
      )}
    </div>
  );
}
