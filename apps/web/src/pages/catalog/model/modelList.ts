import { type ModelProductView, type ModelVariantView, toCents } from '@parca/contract';
import type { CategorySection, ModelSort, ProductGroup } from './modelGroups';

/** The dealer's two ways of showing a model: product cards with their variants, or one dense table row a variant. */
export type ModelViewMode = 'cards' | 'table';

/** One entry of the model page's (virtual) list. */
export type ListItem =
  /** A group's heading, only among a search's results (which span every group). */
  | { kind: 'group'; key: string; group: ProductGroup }
  | { kind: 'category'; key: string; category: CategorySection }
  | { kind: 'product'; key: string; product: ModelProductView }
  | { kind: 'variant'; key: string; product: ModelProductView; variant: ModelVariantView };

/** An entry of the index above the list: a category (or, under a search, a group) and where its heading is. */
export interface IndexEntry {
  key: string;
  label: string;
  count: number;
  /** The heading's position in the list. */
  at: number;
}

export interface ModelList {
  items: ListItem[];
  index: IndexEntry[];
}

/**
 * The shown groups as one flat list for a virtual list: category headings followed by product cards or variant
 * rows (with `searching`, every group under its own heading). The index points at each category's heading, or at
 * each group's when searching (the search's results per group, which is what a buyer scans first).
 */
export function toModelList(
  groups: ProductGroup[],
  mode: ModelViewMode,
  searching: boolean,
  sort: ModelSort = 'name',
): ModelList {
  const items: ListItem[] = [];
  const index: IndexEntry[] = [];
  for (const group of groups) {
    if (searching) {
      index.push({ key: `g${group.type}`, label: group.label, count: group.count, at: items.length });
      items.push({ kind: 'group', key: `g${group.type}`, group });
    }
    for (const category of group.categories) {
      if (!searching) {
        index.push({ key: `c${category.id}`, label: category.name, count: category.products.length, at: items.length });
      }
      items.push({ kind: 'category', key: `c${category.id}`, category });
      if (mode === 'cards') {
        // the key names what the card shows: a card measured with 5 variants is another size with 1 (a search)
        for (const product of category.products) {
          items.push({ kind: 'product', key: `p${product.id}:${product.variants.length}`, product });
        }
      } else {
        items.push(...variantRows(category, sort));
      }
    }
  }
  return { items, index };
}

/**
 * A category's variants one a row, in its products' order; sorted by price, the rows themselves go by price (a
 * table is read down its price column), products' order breaking ties.
 */
function variantRows(category: CategorySection, sort: ModelSort): ListItem[] {
  const rows = category.products.flatMap((product) =>
    product.variants.map((variant) => ({
      kind: 'variant' as const,
      key: `v${variant.productVariantId}`,
      product,
      variant,
    })),
  );
  if (sort === 'name') return rows;
  const direction = sort === 'priceAsc' ? 1 : -1;
  // Array.prototype.sort is stable: equal prices keep the products' order
  return rows.sort((a, b) => direction * (toCents(a.variant.priceUsd) - toCents(b.variant.priceUsd)));
}

/** The index entry whose section holds list position `at` (the last heading at or before it). */
export function indexEntryAt(index: IndexEntry[], at: number): IndexEntry | undefined {
  let found: IndexEntry | undefined;
  for (const entry of index) {
    if (entry.at > at) break;
    found = entry;
  }
  return found;
}
