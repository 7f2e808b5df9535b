import { StatusIcon } from './StatusIcon';
import { holdToasts, releaseToasts, useToasts } from './toast';
import './overlays.css';

/**
 * Where the kit's toasts (toast.ts) appear: once, in the shell. Each is read out (status), an error at once (alert);
 * the pointer resting on one keeps them all.
 */
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
          onPointerEnter={holdToasts}
          onPointerLeave={releaseToasts}
        >
          <StatusIcon kind={t.kind} />
          <span>{t.text}</span>
        </div>
      ))}
    </div>
  );
}
