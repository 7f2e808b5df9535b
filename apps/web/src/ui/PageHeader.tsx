import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** Title row of a page: h1, optional subtitle, optional actions on the right. */
export function PageHeader({ title, subtitle, extra }: { title: ReactNode; subtitle?: ReactNode; extra?: ReactNode }) {
  return (
    <div className="app-page-header">
      <div>
        <Typography.Title level={1} style={{ fontSize: 24 }}>
          {title}
        </Typography.Title>
        {subtitle && (
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
            {subtitle}
          </Typography.Text>
        )}
      </div>
      {extra}
    </div>
  );
}
