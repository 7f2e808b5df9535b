/** TanStack Query keys of the catalogue; every catalogue write invalidates `all`, so counts stay right everywhere. */
export const catalogKeys = {
  all: ['catalog'] as const,
  dashboard: ['catalog', 'dashboard'] as const,
  brands: ['catalog', 'brands'] as const,
  series: ['catalog', 'series'] as const,
  models: ['catalog', 'models'] as const,
  modelSearch: (search: string) => ['catalog', 'models', 'search', search] as const,
  /** Every model page, dealer's and admin's: they show the products' prices, stock and images. */
  modelViews: ['catalog', 'model-view'] as const,
  modelView: (kind: 'dealer' | 'admin', id: number) => ['catalog', 'model-view', kind, id] as const,
  categories: ['catalog', 'categories'] as const,
  variants: ['catalog', 'variants'] as const,
};
