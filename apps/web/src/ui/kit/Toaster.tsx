import { StatusIcon } from './StatusIcon';
import { useToasts } from './toast';
import './overlays.css';

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
          <StatusIcon kind={t.kind} />
          <span>{t.text}</span>
        </div>
      ))}
    </div>
  );
}
