import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import './surfaces.css';

export type StatusKind = 'success' | 'info' | 'warning' | 'error';

const icons: Record<StatusKind, ReactNode> = {
  success: <CheckCircleFilled />,
  info: <InfoCircleFilled />,
  warning: <ExclamationCircleFilled />,
  error: <CloseCircleFilled />,
};

/** The filled icon of a status in its colour, as antd's message and alert draw it (a toast, an alert). */
export function StatusIcon({ kind }: { kind: StatusKind }) {
  return (
    <span className={`kit-status-icon kit-status-${kind}`} aria-hidden="true">
      {icons[kind]}
    </span>
  );
}
