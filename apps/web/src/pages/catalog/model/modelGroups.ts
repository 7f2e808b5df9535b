import {
  type CategoryType,
  categoryTypeNames,
  type ModelProductView,
  type ModelVariantView,
  searchKey,
  searchWords,
  toCents,
} from '@parca/contract';

export interface CategorySection {
  id: number;
  name: string;
  products: ModelProductView[];
}

export interface ProductGroup {
  type: CategoryType;
  label: string;
  /** Products shown in the group. */
  count: number;
  categories: CategorySection[];
}

/** How a model's products are ordered inside each category. */
export const modelSorts = ['name', 'priceAsc', 'priceDesc'] as const;
export type ModelSort = (typeof modelSorts)[number];

export interface ProductFilters {
  search?: string;
  /** Only variants that can be ordered now (available > 0). */
  inStockOnly?: boolean;
  sort?: ModelSort;
}

/**
 * The search keys of a model's products, built once per loaded model so that a keystroke only compares strings: the
 * product's own key, and for each variant the key of product name + variant name + stock code.
 */
interface SearchIndex {
  product: Map<ModelProductView, string>;
  variant: Map<ModelVariantView, string>;
}

/** Per loaded product list (the query's answer is one array until it is fetched again). */
const searchIndexes = new WeakMap<readonly ModelProductView[], SearchIndex>();

/**
 * The search keys of `products`, built on first use. The model page asks for them when the browser idles after
 * its first paint, not while drawing it: folding 400 products' texts took 20–28 ms of that first task at 4× CPU
 * (docs/benchmarks.md § One stylesheet, fewer chunks), and a page that is never searched needs none.
 */
export function searchIndexOf(products: readonly ModelProductView[]): SearchIndex {
  let index = searchIndexes.get(products);
  if (!index) {
    index = { product: new Map(), variant: new Map() };
    for (const p of products) {
      const name = searchKey(p.name);
      index.product.set(p, name);
      for (const v of p.variants) {
        index.variant.set(v, `${name}\n${searchKey(v.variantName)}\n${searchKey(v.stockCode)}`);
      }
    }
    searchIndexes.set(products, index);
  }
  return index;
}

/**
 * A model's products by category group (Yedek Parça, Aksesuar, Hırdavat; empty groups left out) and, inside a group,
 * by category in Turkish order. With a search, a product stays when a variant matches on product name, variant name
 * or stock code (every word somewhere), and then shows only its matching variants, or all of them when its own name
 * matches the whole search. "In stock only" then drops the variants that cannot be ordered, and products left with
 * none. Inside a category products keep the server's order (name, Turkish) or go by their lowest shown price, and so
 * do their variants. `products` must come in the server's order: group, category, name.
 */
export function groupProducts(products: ModelProductView[], filters: ProductFilters = {}): ProductGroup[] {
  const words = searchWords(filters.search ?? '');
  const index = words.length > 0 ? searchIndexOf(products) : null;
  const groups = new Map<CategoryType, Map<number, CategorySection>>();
  for (const product of products) {
    const shown = filterProduct(product, words, index, filters.inStockOnly ?? false);
    if (!shown) continue;
    const { type, id, name } = product.category;
    let categories = groups.get(type);
    if (!categories) {
      categories = new Map();
      groups.set(type, categories);
    }
    let section = categories.get(id);
    if (!section) {
      section = { id, name, products: [] };
      categories.set(id, section);
    }
    section.products.push(shown);
  }
  const sort = filters.sort ?? 'name';
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([type, categories]) => {
      // the server sends categories and products in Turkish name order already (catalog.test.ts pins it)
      const sections = [...categories.values()];
      if (sort !== 'name') for (const section of sections) section.products = sortByPrice(section.products, sort);
      return {
        type,
        label: categoryTypeNames[type],
        count: sections.reduce((n, s) => n + s.products.length, 0),
        categories: sections,
      };
    });
}

const matchesAll = (words: string[], key: string | undefined) =>
  key !== undefined && words.every((w) => key.includes(w));

function filterProduct(
  product: ModelProductView,
  words: string[],
  index: SearchIndex | null,
  inStockOnly: boolean,
): ModelProductView | null {
  // a product without variants (the admin sees those) stays unless a filter asks something of its variants
  if (words.length === 0 && !inStockOnly) return product;
  let variants = product.variants;
  if (index && !matchesAll(words, index.product.get(product))) {
    variants = variants.filter((v) => matchesAll(words, index.variant.get(v)));
  }
  if (inStockOnly) variants = variants.filter((v) => v.available > 0);
  if (variants.length === 0) return null;
  return variants === product.variants ? product : { ...product, variants };
}

/** A variant's price in cents, for comparing prices without float surprises. */
const cents = (v: ModelVariantView) => toCents(v.priceUsd);

/** A product's place in the server's order and its lowest shown price in cents (none: no variants). */
interface Priced {
  p: ModelProductView;
  at: number;
  price: number;
}

/** Price in `direction`, a product without a price (no variants: the admin sees those) last either way, then name. */
function byPrice(a: Priced, b: Priced, direction: number): number {
  if (a.price !== b.price) {
    if (!Number.isFinite(a.price)) return 1;
    if (!Number.isFinite(b.price)) return -1;
    return direction * (a.price - b.price);
  }
  return a.at - b.at; // the server's order is name order
}

/** Products by their lowest shown price, and their variants the same way. */
function sortByPrice(products: ModelProductView[], sort: Exclude<ModelSort, 'name'>): ModelProductView[] {
  const direction = sort === 'priceAsc' ? 1 : -1;
  const priced = products.map((p, at): Priced => {
    // equal prices keep the variants' own (name) order: Array.prototype.sort is stable
    const variants = [...p.variants].sort((x, y) => direction * (cents(x) - cents(y)));
    const first = variants[0];
    return { p: { ...p, variants }, at, price: first ? cents(first) : Number.POSITIVE_INFINITY };
  });
  return priced.sort((a, b) => byPrice(a, b, direction)).map((x) => x.p);
}
