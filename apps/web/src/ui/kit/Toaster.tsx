import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { type ToastKind, useToasts } from './toast';
import './overlays.css';

const icons: Record<ToastKind, ReactNode> = {
  success: <CheckCircleFilled />,
  info: <InfoCircleFilled />,
  warning: <ExclamationCircleFilled />,
  error: <CloseCircleFilled />,
};

/** Where the kit's toasts (toast.ts) appear: once, in the shell. Each is read out (status), an error at once (alert). */
export function Toaster() {
  const toasts = useToasts();
  return (
    <div className="kit-toasts">
      {toasts.map((t) => (
        <div
          key={t.id}
          className={`kit-toast kit-toast-${t.kind}`}
          role={t.kind === 'error' ? 'alert' : 'status'}
          data-testid="toast"
        >
          <span className="kit-toast-icon" aria-hidden="true">
            {icons[t.kind]}
          </span>
          <span>{t.text}</span>
        </div>
      ))}
    </div>
  );
}
