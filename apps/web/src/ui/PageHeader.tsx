import type { ReactNode } from 'react';

/** Title row of a page: h1, optional subtitle, optional actions on the right. */
export function PageHeader({ title, subtitle, extra }: { title: ReactNode; subtitle?: ReactNode; extra?: ReactNode }) {
  return (
    <div className="app-page-header">
      <div>
        <h1 className="app-page-title">{title}</h1>
        {subtitle && <div className="app-page-subtitle">{subtitle}</div>}
      </div>
      {extra}
    </div>
  );
}
