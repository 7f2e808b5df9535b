import type { ReactNode } from 'react';
import './surfaces.css';

/** A turning ring while something loads (antd's Spin), named for a screen reader. */
export function KitSpin({ label }: { label: string }) {
  return <span className="kit-spin" role="status" aria-label={label} />;
}

/**
 * Content that is being read again (antd's Spin around it): after 0.3 s of `busy` it dims and a ring turns over it, so
 * a quick answer never flickers.
 */
export function KitBusy({ busy, label, children }: { busy: boolean; label: string; children: ReactNode }) {
  return (
    <div className="kit-busy" aria-busy={busy}>
      {children}
      {busy && (
        <span className="kit-busy-ring">
          <KitSpin label={label} />
        </span>
      )}
    </div>
  );
}
