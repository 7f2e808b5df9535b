import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { kitClass } from './classes';
import './navigation.css';

export interface KitTab<K extends string> {
  key: K;
  label: ReactNode;
}

/** The ids that tie a tab to the panel the caller draws under the tabs (`role="tabpanel"`). */
export const tabIds = (base: string, key: string) => ({ tab: `${base}-tab-${key}`, panel: `${base}-panel` });

const NEXT: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * A row of tabs (antd's Tabs, the line under the chosen one): buttons in a tablist, the arrows, Home and End move to
 * and choose another tab. `onSelect` runs on every click, the chosen tab's too. The caller draws the panel with
 * `tabIds(idBase, activeKey).panel` as its id.
 */
export function KitTabs<K extends string>({
  items,
  activeKey,
  onSelect,
  idBase,
  label,
  className,
}: {
  items: readonly KitTab<K>[];
  activeKey: K;
  onSelect: (key: K) => void;
  idBase: string;
  /** The tab list's accessible name. */
  label: string;
  className?: string;
}) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent) => {
    const at = items.findIndex((i) => i.key === activeKey);
    const step = NEXT[e.key];
    const to =
      e.key === 'Home' ? 0 : e.key === 'End' ? items.length - 1 : step ? (at + step + items.length) % items.length : -1;
    if (to < 0) return;
    e.preventDefault();
    onSelect(items[to].key);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[to]?.focus();
  };
  return (
    <div ref={list} role="tablist" aria-label={label} className={kitClass('kit-tabs', className)} onKeyDown={onKeyDown}>
      {items.map((item) => {
        const active = item.key === activeKey;
        const ids = tabIds(idBase, item.key);
        return (
          <button
            key={item.key}
            type="button"
            role="tab"
            id={ids.tab}
            data-key={item.key}
            aria-selected={active}
            aria-controls={active ? ids.panel : undefined}
            tabIndex={active ? 0 : -1}
            className="kit-tab"
            onClick={() => onSelect(item.key)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
