import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result, Space } from 'antd';
import { useLocation } from 'react-router';
import { safeRedirectPath } from '../../auth/guard';
import { msg } from '../../messages';
import { HomeButton } from '../../ui/HomeButton';

/** /auth/error: a page failed (e.g. its code could not be loaded after a new release). Reloading fixes it. */
export default function ErrorPage() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  // reload the page that failed, so the browser fetches the current release's files
  const reload = () => window.location.assign(from ? safeRedirectPath(from) : '/');

  return (
    <main className="app-center-page">
      <Result
        status="error"
        title={msg.pages.errorTitle}
        subTitle={msg.pages.errorText}
        extra={
          <Space wrap style={{ justifyContent: 'center' }}>
            <Button type="primary" icon={<ReloadOutlined />} onClick={reload}>
              {msg.pages.reload}
            </Button>
            <HomeButton plain />
          </Space>
        }
      />
    </main>
  );
}
