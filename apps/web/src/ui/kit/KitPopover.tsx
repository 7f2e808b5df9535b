import { type ReactNode, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { KitButton } from './KitButton';
import './overlays.css';

/** The gap kept between a panel and the screen's edge on a narrow phone. */
const EDGE = 8;

/**
 * A button that opens a panel below it (antd's Popover on click): the panel takes the focus when it opens (the next
 * Tab reaches its first control, a screen reader reads its name) and closes on Escape (focus back on the button), on
 * a click outside, or when the caller closes it. Right-aligned to the button, moved left of the screen's edge no
 * further than `EDGE`.
 */
export function KitPopover({
  open,
  onOpenChange,
  button,
  buttonLabel,
  buttonClassName,
  buttonTestId,
  panelLabel,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the button shows (an icon, an avatar). */
  button: ReactNode;
  /** The button's accessible name. */
  buttonLabel: string;
  buttonClassName?: string;
  buttonTestId?: string;
  /** The panel's accessible name. */
  panelLabel: string;
  children: ReactNode;
}) {
  const panelId = useId();
  const root = useRef<HTMLSpanElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) onOpenChange(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      onOpenChange(false);
      root.current?.querySelector('button')?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, onOpenChange]);

  // a panel wider than the room left of the button (a phone) moves right, to EDGE from the screen's left
  useLayoutEffect(() => {
    const el = panel.current;
    if (!open || !el) return;
    el.style.translate = '';
    const overflow = EDGE - el.getBoundingClientRect().left;
    if (overflow > 0) el.style.translate = `${overflow}px 0`;
    el.focus({ preventScroll: true });
  }, [open]);

  return (
    <span className="kit-popover-anchor" ref={root}>
      <KitButton
        quiet
        className={buttonClassName}
        aria-label={buttonLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-testid={buttonTestId}
        onClick={() => onOpenChange(!open)}
      >
        {button}
      </KitButton>
      {open && (
        <div id={panelId} ref={panel} className="kit-popover" role="dialog" aria-label={panelLabel} tabIndex={-1}>
          {children}
        </div>
      )}
    </span>
  );
}
