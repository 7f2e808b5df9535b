import { CloseOutlined } from '@ant-design/icons';
import { type ReactNode, useEffect, useRef } from 'react';
import './overlays.css';

/**
 * A panel that slides in from the left over the page (antd's Drawer): the browser's modal dialog, so focus stays
 * inside, the page behind is inert, and Escape closes it. A click on the dimmed page closes it too.
 */
export function KitDrawer({
  open,
  onClose,
  title,
  label,
  closeLabel,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The dialog's accessible name. */
  label: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    else if (!open && el.open) el.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the dimmed page; the keyboard closes with Escape
    <dialog
      ref={dialog}
      className="kit-drawer"
      aria-label={label}
      onClose={onClose}
      // the dialog's own box is only reached through its backdrop: the panel inside covers the rest
      onClick={(e) => {
        if (e.target === dialog.current) onClose();
      }}
    >
      <div className="kit-drawer-panel">
        <div className="kit-drawer-head">
          <button type="button" className="kit-drawer-close" aria-label={closeLabel} onClick={onClose}>
            <CloseOutlined />
          </button>
          {title}
        </div>
        <div className="kit-drawer-body">{open && children}</div>
      </div>
    </dialog>
  );
}
