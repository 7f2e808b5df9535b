import type { ReactNode } from 'react';
import { kitClass } from './classes';
import './surfaces.css';

/**
 * A bordered surface with an optional head (title, and `extra` at its right), drawn like antd's Card: `small` for a
 * list's card (12 px padding), `hoverable` for a card that is a link (a shadow on hover).
 */
export function KitCard({
  title,
  extra,
  small = false,
  hoverable = false,
  className,
  children,
}: {
  title?: ReactNode;
  extra?: ReactNode;
  small?: boolean;
  hoverable?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const look = `kit-card${small ? ' kit-card-small' : ''}${hoverable ? ' kit-card-hoverable' : ''}`;
  return (
    <div className={kitClass(look, className)}>
      {(title || extra) && (
        <div className="kit-card-head">
          <div className="kit-card-title">{title}</div>
          {extra && <div className="kit-card-extra">{extra}</div>}
        </div>
      )}
      <div className="kit-card-body">{children}</div>
    </div>
  );
}
