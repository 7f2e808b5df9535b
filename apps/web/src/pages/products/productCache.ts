import type { ProductDetail, ProductVariantAdmin } from '@parca/contract';
import { useQueryClient } from '@tanstack/react-query';
import { productKeys, touchDependents } from '../../api/products';

/** Writes into the cached product detail and marks what depends on it (lists, stocks, model pages) stale. */
export function useProductCache(productId: number) {
  const queryClient = useQueryClient();
  const key = productKeys.detail(productId);
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
