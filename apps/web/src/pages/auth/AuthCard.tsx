import { MobileOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { msg } from '../../messages';
import { ThemeToggle } from '../../ui/ThemeToggle';

/** The sign-in pages' frame without the shell: the theme switch, the app's name and one card in the middle. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <main className="app-center-page">
      <div style={{ position: 'fixed', top: 12, right: 12 }}>
        <ThemeToggle />
      </div>
      <div className="app-auth-card">
        <div className="app-auth-brand">
          <span className="app-logo-mark" aria-hidden="true">
            <MobileOutlined />
          </span>
          <span>{msg.app.name}</span>
        </div>
        <div className="app-surface-card">{children}</div>
      </div>
    </main>
  );
}
