import { Fragment } from 'react';
import { Link } from 'react-router';
import { kitClass } from './classes';
import './navigation.css';

export interface KitCrumb {
  title: string;
  to?: string;
}

/** Where a page sits (antd's Breadcrumb with "›"): links up the trail, the page itself last and unlinked. */
export function KitBreadcrumb({ items, label, className }: { items: KitCrumb[]; label: string; className?: string }) {
  return (
    <nav aria-label={label} className={kitClass('kit-breadcrumb', className)}>
      <ol>
        {items.map((c, i) => (
          <Fragment key={c.to ?? c.title}>
            {i > 0 && (
              <li className="kit-breadcrumb-separator" aria-hidden="true">
                ›
              </li>
            )}
            <li aria-current={i === items.length - 1 ? 'page' : undefined}>
              {c.to ? <Link to={c.to}>{c.title}</Link> : c.title}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
