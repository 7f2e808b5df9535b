import { CloseCircleFilled, ReloadOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router';
import { safeRedirectPath } from '../../auth/guard';
import { msg } from '../../messages';
import { HomeButton } from '../../ui/HomeButton';
import { KitButton } from '../../ui/kit/KitButton';
import './errorPage.css';

/**
 * /auth/error: a page failed (e.g. its code could not be loaded after a new release). Reloading fixes it. Drawn with
 * the kit: it must open when the chunks of a new release (antd's among them) are what failed to load.
 */
export default function ErrorPage() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  // reload the page that failed, so the browser fetches the current release's files
  const reload = () => window.location.assign(from ? safeRedirectPath(from) : '/');

  return (
    <main className="app-center-page">
      <div className="err-result">
        <CloseCircleFilled className="err-result-icon" aria-hidden="true" />
        <h1 className="app-page-title">{msg.pages.errorTitle}</h1>
        <p className="app-text-secondary">{msg.pages.errorText}</p>
        <div className="err-result-actions">
          <KitButton primary icon={<ReloadOutlined />} onClick={reload}>
            {msg.pages.reload}
          </KitButton>
          <HomeButton plain />
        </div>
      </div>
    </main>
  );
}
