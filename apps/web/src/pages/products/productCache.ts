import type { ProductDetail, ProductVariantAdmin } from '@parca/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { catalogKeys } from '../catalog/catalogKeys';

export const productDetailsKey = ['products', 'detail'] as const;
export const productKey = (id: number) => [...productDetailsKey, id] as const;

/** Writes into the cached product detail and marks what depends on it (lists, stocks, model pages) stale. */
export function useProductCache(productId: number) {
  const queryClient = useQueryClient();
  const key = productKey(productId);
  return {
    key,
    get: () => queryClient.getQueryData<ProductDetail>(key),
    set: (update: (p: ProductDetail) => ProductDetail) =>
      queryClient.setQueryData<ProductDetail>(key, (old) => (old ? update(old) : old)),
    /** The variant as the server answered, and the same stock's numbers on the product's other variants. */
    setVariant: (v: ProductVariantAdmin) =>
      queryClient.setQueryData<ProductDetail>(key, (old) => old && { ...old, variants: withVariant(old.variants, v) }),
    refetch: () => queryClient.invalidateQueries({ queryKey: key }),
    touchOthers: (catalog = false) => touchDependents(queryClient, catalog),
  };
}

export function withVariant(variants: ProductVariantAdmin[], v: ProductVariantAdmin): ProductVariantAdmin[] {
  return variants.map((x) => {
    if (x.productVariantId === v.productVariantId) return v;
    if (x.stockId === v.stockId) return { ...x, quantity: v.quantity, priceUsd: v.priceUsd, stockCode: v.stockCode };
    return x;
  });
}

/**
 * What a product, variant or stock write changes outside the product's own cached detail: the product and stock
 * lists, the model pages and the browse tree's counts; `catalog` also the lookups' counts.
 */
export function touchDependents(queryClient: QueryClient, catalog = false) {
  const catalogViews = catalog ? [catalogKeys.all] : [catalogKeys.modelViews, catalogKeys.dashboard];
  for (const queryKey of [['products', 'list'], ['stocks'], ...catalogViews]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
