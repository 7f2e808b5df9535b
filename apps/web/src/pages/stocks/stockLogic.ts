import type { stockSort } from '@parca/contract';
import { formatInteger } from '@parca/contract';
import type { z } from 'zod';
import { PAGE_SIZES, type SortOrder, sortParam } from '../../ui/paging';
import { stocks } from './messages';

/** The `sort` values GET /api/stocks accepts: a column, descending with a leading '-'. */
export type StockSort = z.infer<typeof stockSort>;
export const STOCK_SORT_KEYS = ['stockCode', 'quantity', 'priceUsd', 'updatedAt'] as const;
export type StockSortKey = (typeof STOCK_SORT_KEYS)[number];
export const DEFAULT_STOCK_SORT: StockSort = 'stockCode';
export const STOCK_PAGE_SIZES = PAGE_SIZES;

/** antd Table's sorter (column key + order) → the API's `sort` param; no order means the default sort. */
export const stockSortParam = (columnKey: unknown, order: SortOrder): StockSort =>
  sortParam(STOCK_SORT_KEYS, columnKey, order, DEFAULT_STOCK_SORT);

/**
 * A stock movement's reason in Turkish: a quantity set by hand says why (Sayım farkı, Fire/Hasar, …; older ones
 * "Elle düzeltme"), the others what did it (Sipariş, İçe aktarma, …). An unknown reason is shown as it came.
 */
export function movementReasonLabel(reason: string): string {
  const { reasons, quantityReasons } = stocks;
  if (Object.hasOwn(quantityReasons, reason)) return quantityReasons[reason as keyof typeof quantityReasons];
  return Object.hasOwn(reasons, reason) ? reasons[reason] : reason;
}

/** `+5`, `−3` (minus sign), `0`. */
export function formatDelta(delta: number): string {
  const body = formatInteger(Math.abs(delta));
  if (delta > 0) return `+${body}`;
  return delta < 0 ? `−${body}` : body;
}
