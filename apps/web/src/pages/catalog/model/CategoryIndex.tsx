import { formatInteger } from '@parca/contract';
import { useEffect, useRef } from 'react';
import type { IndexEntry } from './modelList';

/**
 * A row of chips, one per category (or per group under a search) with its count; a click jumps to its heading. The
 * chip of the section on screen is marked, and the row scrolls sideways to keep it in sight on a phone.
 */
export function CategoryIndex({
  entries,
  activeKey,
  label,
  onJump,
}: {
  entries: IndexEntry[];
  activeKey: string | undefined;
  label: string;
  onJump: (entry: IndexEntry) => void;
}) {
  const navRef = useRef<HTMLElement>(null);
  const followed = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the marked chip, which the DOM holds
  useEffect(() => {
    const nav = navRef.current;
    const chip = nav?.querySelector<HTMLElement>('[aria-current="true"]');
    const first = !followed.current;
    followed.current = true;
    // a new row shows its first chip: reading any position (even the row's scrollLeft) while the page first draws
    // would lay the page out inside that task (docs/benchmarks.md § One stylesheet, fewer chunks)
    if (!nav || !chip || (first && chip === nav.firstElementChild)) return;
    // sideways only: scrollIntoView would also move the page
    const left = chip.offsetLeft - nav.clientWidth / 2 + chip.offsetWidth / 2;
    nav.scrollTo({ left: Math.max(0, left) });
  }, [activeKey]);

  if (entries.length < 2) return null;
  return (
    <nav className="app-category-index" aria-label={label} ref={navRef}>
      {entries.map((entry) => (
        <button
          key={entry.key}
          type="button"
          className="app-index-chip"
          data-key={entry.key}
          aria-current={entry.key === activeKey ? 'true' : undefined}
          onClick={() => onJump(entry)}
        >
          {entry.label} <span className="app-tab-count">{formatInteger(entry.count)}</span>
        </button>
      ))}
    </nav>
  );
}
