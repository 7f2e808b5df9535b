import { z } from 'zod';
import { fileFormat, paged, pageQuery, queryRefs } from './common.ts';
import { defineArea } from './route.ts';

/** "Fiyat listem": every variant the dealer can order, filtered by brand, model and category. */
export const priceListFilter = z.object({
  brandId: queryRefs.brandId.optional(),
  modelId: queryRefs.modelId.optional(),
  categoryId: queryRefs.categoryId.optional(),
});
export const priceListQuery = priceListFilter.extend({
  page: pageQuery.shape.page,
  pageSize: pageQuery.shape.pageSize,
});
export type PriceListQuery = z.infer<typeof priceListQuery>;
export const priceListExportQuery = priceListFilter.extend({ format: fileFormat });
export type PriceListExportQuery = z.infer<typeof priceListExportQuery>;

export const priceListRow = z.object({
  productVariantId: z.number().int(),
  stockCode: z.string(),
  productName: z.string(),
  variantName: z.string(),
  categoryName: z.string(),
  /** List and net unit price in USD cents (KDV hariç), and the discount of the rule that applies. */
  unitPriceCents: z.number().int(),
  discountPercent: z.number(),
  netUnitPriceCents: z.number().int(),
  /** "Stokta", "Son N adet", "Stokta yok": never the figure. */
  availability: z.string(),
});
export type PriceListRow = z.infer<typeof priceListRow>;
export const priceList = paged(priceListRow);

export const priceListApi = defineArea('priceList', {
  getMyPriceList: {
    method: 'GET',
    path: '/price-list',
    access: 'signedIn',
    summary: 'Fiyat listem: sipariş verilebilen her varyant net fiyatıyla (sayfalı; marka, model, kategori süzgeci)',
    query: priceListQuery,
    status: 200,
    response: priceList,
  },
  exportMyPriceList: {
    method: 'GET',
    path: '/price-list/export',
    access: 'signedIn',
    summary: 'Fiyat listem dosya olarak: CSV (UTF-8 BOM, ;) ya da .xlsx',
    query: priceListExportQuery,
    status: 200,
    response: null,
  },
});
