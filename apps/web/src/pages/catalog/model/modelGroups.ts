import {
  type CategoryType,
  categoryTypeNames,
  compareTurkish,
  type ModelProductView,
  matchesSearch,
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

/**
 * A model's products by category group (Yedek Parça, Aksesuar, Hırdavat; empty groups left out) and, inside a group,
 * by category in Turkish order. With a search, a product stays when a variant matches on product name, variant name
 * or stock code (every word somewhere), and then shows only its matching variants, or all of them when its own name
 * matches the whole search.
 */
export function groupProducts(products: ModelProductView[], search = ''): ProductGroup[] {
  const match = matchesSearch(search);
  const groups = new Map<CategoryType, Map<number, CategorySection>>();
  for (const product of products) {
    const shown = filterProduct(product, match);
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
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([type, categories]) => {
      const sections = [...categories.values()].sort((a, b) => compareTurkish(a.name, b.name));
      return {
        type,
        label: categoryTypeNames[type],
        count: sections.reduce((n, s) => n + s.products.length, 0),
        categories: sections,
      };
    });
}

function filterProduct(product: ModelProductView, match: ReturnType<typeof matchesSearch>): ModelProductView | null {
  if (match(product.name)) return product;
  const variants = product.variants.filter((v) => match(product.name, v.variantName, v.stockCode));
  return variants.length > 0 ? { ...product, variants } : null;
}
