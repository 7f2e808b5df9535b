import { formatInteger } from '@parca/contract';
import { useWindowVirtualizer, type VirtualItem, type Virtualizer } from '@tanstack/react-virtual';
import { type ReactNode, type RefObject, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { modelPage } from '../messages';
import { CategoryIndex } from './CategoryIndex';
import type { ShownGroups } from './ModelBrowser';
import { type IndexEntry, indexEntryAt, type ListItem, type ModelViewMode, toModelList } from './modelList';
import { ProductCard } from './ProductCard';
import { TABLE_COLUMNS, VariantTableHead, VariantTableRow } from './VariantTableRow';
import type { ModelRef } from './variantParts';
import { observeWindowSize, scrollWindowAfterStart, windowScrollTop, windowSize } from './windowSize';
import './modelList.css';

const t = modelPage;
/** The top bar's height (app.css --app-header-h): the index bar sticks below it. */
const TOP_BAR_HEIGHT = 56;
/**
 * Rows drawn beyond each edge of the screen. Even a 24-row tab is drawn this way: on a phone with a 4× slower CPU,
 * drawing it whole made the first rows appear ~0.5 s later (measured, 1.87 s against 1.38 s).
 */
const OVERSCAN = 6;
/**
 * On a phone a card is most of the screen, so 3 beyond each edge still covers a fling; each search key mounts the
 * cards it brings on screen, and 3 instead of 6 took that key from 187 to 88 ms (4× CPU, docs/benchmarks.md).
 */
const PHONE_OVERSCAN = 3;

/**
 * A model's shown products as one virtual list over the page's own scroll: only the rows on screen (and a few
 * around them) exist, so a 400-product tab renders as fast as a 10-product one. Above it, sticking under the top
 * bar, the category index, and under that the table's column titles. The table is a table to a screen reader too:
 * the titles' row and the drawn rows (headings among them) carry their place in the whole list (aria-rowindex).
 */
export function ModelProductList({ shown, mode }: { shown: ShownGroups; mode: ModelViewMode }) {
  const { groups, searching, view, filters } = shown;
  const list = useMemo(
    () => toModelList(groups, mode, searching, filters.sort),
    [groups, mode, searching, filters.sort],
  );
  const table = mode === 'table';
  const cardsRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const headRef = useRef<HTMLTableSectionElement>(null);
  const listTop = useDocumentTop(table ? bodyRef : cardsRef);
  const barBottom = TOP_BAR_HEIGHT + useHeight(barRef);
  // what covers the list's top: the bars, and the column titles that stick under them
  const stickyTop = barBottom + useHeight(headRef, table);
  const phone = windowSize().width < 768;

  const virtualizer = useWindowVirtualizer({
    count: list.items.length,
    estimateSize: (i) => estimateHeight(list.items[i] as ListItem, phone),
    getItemKey: (i) => (list.items[i] as ListItem).key,
    overscan: phone ? PHONE_OVERSCAN : OVERSCAN,
    scrollMargin: listTop,
    scrollPaddingStart: stickyTop,
    // the first render already knows the window, so it draws rows instead of waiting for a measurement
    initialRect: windowSize(),
    observeElementRect: observeWindowSize,
    initialOffset: windowScrollTop,
    scrollToFn: useState(scrollWindowAfterStart)[0],
    measureElement: sizeFromObserver,
  });

  // another tab, search or filter starts at the top of its list, not wherever the last one was scrolled to; the
  // first list keeps the position the router restores (back from the cart lands where the dealer was)
  const firstKey = list.items[0]?.key;
  const shownBefore = useRef({ firstKey, mode });
  useEffect(() => {
    if (shownBefore.current.firstKey === firstKey && shownBefore.current.mode === mode) return;
    shownBefore.current = { firstKey, mode };
    const top = listTop - stickyTop;
    if (window.scrollY > top) window.scrollTo({ top });
  }, [firstKey, mode, listTop, stickyTop]);

  const items = virtualizer.getVirtualItems();
  const height = virtualizer.getTotalSize();
  // where a drawn row goes, and how the list measures it
  const placed = (row: VirtualItem) => ({
    'data-index': row.index,
    'data-first': row.index === 0 || undefined,
    ref: virtualizer.measureElement,
    style: { transform: `translateY(${row.start - listTop}px)` },
  });
  const onScreen = activeEntry(list.index, items, virtualizer.scrollOffset ?? 0, stickyTop, listTop);
  const [jumpedTo, setJumpedTo] = useUserScrollReset(firstKey);
  const jump = (entry: IndexEntry) => {
    setJumpedTo(entry.key);
    virtualizer.scrollToIndex(entry.at, { align: 'start' });
    focusWhenDrawn(headingId(entry.key));
  };
  // the chip clicked stays marked until the user scrolls: the last short sections can never reach the top
  const activeKey = jumpedTo ?? onScreen?.key;

  return (
    <>
      <div className="app-index-bar" ref={barRef}>
        <CategoryIndex
          entries={list.index}
          activeKey={activeKey}
          label={searching ? t.groupIndex : t.categoryIndex}
          onJump={jump}
        />
      </div>
      {table ? (
        <table
          className="app-variant-table"
          aria-label={t.tableLabel(view.model.name)}
          aria-rowcount={list.items.length + 1}
        >
          <VariantTableHead ref={headRef} top={barBottom} />
          <tbody ref={bodyRef} className="app-model-list app-model-list-table" style={{ height }}>
            {items.map((row) => {
              const item = list.items[row.index] as ListItem;
              const variant = item.kind === 'variant' ? item.variant : undefined;
              return (
                <tr
                  key={row.key}
                  {...placed(row)}
                  className={variant ? 'app-model-list-item app-variant-table-row' : 'app-model-list-item'}
                  data-testid={variant && `variant-${variant.stockCode}`}
                  // the titles' row is the first
                  aria-rowindex={row.index + 2}
                >
                  <ListRow item={item} model={view.model} searching={searching} table />
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <div ref={cardsRef} className="app-model-list app-model-list-cards" style={{ height }}>
          {items.map((row) => (
            <div key={row.key} {...placed(row)} className="app-model-list-item">
              <ListRow item={list.items[row.index] as ListItem} model={view.model} searching={searching} />
            </div>
          ))}
        </div>
      )}
    </>
  );
}

/** What a list item shows; in the table a variant's cells, or a heading in a cell across the row. */
function ListRow({
  item,
  model,
  searching,
  table = false,
}: {
  item: ListItem;
  model: ModelRef;
  searching: boolean;
  table?: boolean;
}) {
  switch (item.kind) {
    case 'group':
      return (
        <HeadingCell table={table}>
          <h2 className="app-group-title" id={headingId(item.key)} tabIndex={-1}>
            {item.group.label} <span className="app-tab-count">{formatInteger(item.group.count)}</span>
          </h2>
        </HeadingCell>
      );
    case 'category': {
      // under a search the group has its own heading, so the categories go a level down
      const Heading = searching ? 'h3' : 'h2';
      return (
        <HeadingCell table={table}>
          <Heading className="app-category-title" id={headingId(item.key)} tabIndex={-1}>
            {item.category.name} <span className="app-tab-count">{formatInteger(item.category.products.length)}</span>
          </Heading>
        </HeadingCell>
      );
    }
    case 'product':
      return <ProductCard product={item.product} model={model} />;
    case 'variant':
      return <VariantTableRow product={item.product} variant={item.variant} model={model} />;
  }
}

/** In the table a heading is a row of its own: one cell across every column, so a screen reader reads it in place. */
function HeadingCell({ table, children }: { table: boolean; children: ReactNode }) {
  return table ? <td colSpan={TABLE_COLUMNS}>{children}</td> : children;
}

/**
 * A drawn row's height from the ResizeObserver that watches it (its first report comes after the layout the browser
 * does anyway); until then the size already known. Reading the element directly would force a layout per row.
 */
function sizeFromObserver(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Window, Element>,
): number {
  const observed = entry?.borderBoxSize?.[0]?.blockSize;
  if (observed !== undefined) return Math.round(observed);
  const index = instance.indexFromElement(element);
  return instance.measurementsCache[index]?.size ?? instance.options.estimateSize(index);
}

/** First guesses of a row's height, px (each row is measured once drawn); phones stack a variant's parts. */
function estimateHeight(item: ListItem, phone: boolean): number {
  switch (item.kind) {
    case 'group':
      return 62;
    case 'category':
      return 60;
    case 'product':
      return (phone ? 64 : 60) + item.product.variants.length * (phone ? 178 : 78) + 12;
    case 'variant':
      return 57;
  }
}

/** The index entry of the section under the sticky bar. */
function activeEntry(
  index: IndexEntry[],
  rows: { index: number; start: number; end: number }[],
  scrollY: number,
  stickyTop: number,
  listTop: number,
): IndexEntry | undefined {
  const line = scrollY + stickyTop + 1;
  const row = rows.find((r) => r.end > line) ?? rows[0];
  if (!row || line < listTop) return index[0];
  return indexEntryAt(index, row.index);
}

/** The DOM id of a list heading (`c12` → `category-12`, `g2` → `group-2`): the index's jump target. */
const headingId = (key: string) => `${key.startsWith('g') ? 'group' : 'category'}-${key.slice(1)}`;

/**
 * Keyboard users continue from the heading they jumped to, not from the chips: the heading takes the focus once the
 * list has drawn it (a few frames at most), without scrolling again.
 */
function focusWhenDrawn(id: string, framesLeft = 10) {
  requestAnimationFrame(() => {
    const heading = document.getElementById(id);
    if (heading) heading.focus({ preventScroll: true });
    else if (framesLeft > 0) focusWhenDrawn(id, framesLeft - 1);
  });
}

/** A value that holds until the user scrolls (wheel, touch, keys) or `resetWith` changes. */
function useUserScrollReset(resetWith: unknown) {
  const [value, setValue] = useState<string>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: another list forgets the jump
  useEffect(() => setValue(undefined), [resetWith]);
  useEffect(() => {
    if (value === undefined) return;
    const release = () => setValue(undefined);
    const events = ['wheel', 'touchmove', 'keydown'] as const;
    for (const e of events) window.addEventListener(e, release, { passive: true });
    return () => {
      for (const e of events) window.removeEventListener(e, release);
    };
  }, [value]);
  return [value, setValue] as const;
}

/**
 * Calls `measure` whenever `target` resizes, the first time right after the layout the browser does anyway before
 * painting. Reading the layout in a layout effect instead (even `window.scrollY`) forced that first layout early and
 * drew the list twice before its first paint (docs/benchmarks.md § The model page's first paint). Until the first
 * report the figures are 0: a list taken to start at the page's top draws more rows than the screen shows, not fewer.
 */
function observeLayout(target: Element, measure: () => void): () => void {
  const observer = new ResizeObserver(measure);
  observer.observe(target);
  return () => observer.disconnect();
}

/** The element's top in the document, kept up to date as what is above it changes (filters wrap, a notice shows). */
function useDocumentTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(
    () =>
      observeLayout(document.body, () => {
        const el = ref.current;
        if (el) setTop(Math.round(el.getBoundingClientRect().top + window.scrollY));
      }),
    [ref],
  );
  return top;
}

/** The element's height as it changes; `shown` tells when an element drawn only at times comes or goes. */
function useHeight(ref: RefObject<HTMLElement | null>, shown = true): number {
  const [height, setHeight] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shown` puts the element in the ref or takes it out
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return setHeight(0);
    return observeLayout(el, () => setHeight(el.offsetHeight));
  }, [ref, shown]);
  return height;
}
