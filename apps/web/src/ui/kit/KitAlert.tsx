import type { CSSProperties, ReactNode } from 'react';
import { StatusIcon } from './StatusIcon';
import './surfaces.css';

/** A message in a tinted box with its icon and an action at its right (antd's Alert with `showIcon`). */
export function KitAlert({
  type,
  title,
  action,
  style,
}: {
  type: 'error' | 'warning' | 'info';
  title: ReactNode;
  action?: ReactNode;
  style?: CSSProperties;
}) {
  return (
    <div className={`kit-alert kit-alert-${type}`} role="alert" style={style}>
      <StatusIcon kind={type} />
      <div className="kit-alert-message">{title}</div>
      {action && <div className="kit-alert-action">{action}</div>}
    </div>
  );
}
