import { CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import type { CSSProperties, ReactNode } from 'react';
import './surfaces.css';

const icons = { error: <CloseCircleFilled />, warning: <ExclamationCircleFilled />, info: <InfoCircleFilled /> };

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
      <span className="kit-alert-icon" aria-hidden="true">
        {icons[type]}
      </span>
      <div className="kit-alert-message">{title}</div>
      {action && <div className="kit-alert-action">{action}</div>}
    </div>
  );
}
