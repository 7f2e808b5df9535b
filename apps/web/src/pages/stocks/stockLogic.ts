import type { stockSort } from '@parca/contract';
import type { z } from 'zod';
import { msg } from '../../messages';
import { formatInteger } from '../../ui/format';
import { type SortOrder, sortParam } from './paging';

/** The `sort` values GET /api/stocks accepts: a column, descending with a leading '-'. */
export type StockSort = z.infer<typeof stockSort>;
export const STOCK_SORT_KEYS = ['stockCode', 'quantity', 'priceUsd', 'updatedAt'] as const;
export type StockSortKey = (typeof STOCK_SORT_KEYS)[number];
export const DEFAULT_STOCK_SORT: StockSort = 'stockCode';
export const STOCK_PAGE_SIZES = [20, 50, 100] as const;

/** antd Table's sorter (column key + order) → the API's `sort` param; no order means the default sort. */
export const stockSortParam = (columnKey: unknown, order: SortOrder): StockSort =>
  sortParam(STOCK_SORT_KEYS, columnKey, order, DEFAULT_STOCK_SORT);

/** Out of stock at 0, critical at or below the critical level. */
export function stockLevel(quantity: number, criticalLevel: number): 'out' | 'critical' | 'ok' {
  if (quantity <= 0) return 'out';
  return quantity <= criticalLevel ? 'critical' : 'ok';
}

/** A stock movement's reason in Turkish; an unknown reason is shown as it came. */
export function movementReasonLabel(reason: string): string {
  return Object.hasOwn(msg.stocks.reasons, reason) ? msg.stocks.reasons[reason] : reason;
}

/** `+5`, `−3` (minus sign), `0`. */
export function formatDelta(delta: number): string {
  const body = formatInteger(Math.abs(delta));
  if (delta > 0) return `+${body}`;
  return delta < 0 ? `−${body}` : body;
}

/**
 * The problem with a number typed into a form, in Turkish, or undefined when it is fine. Empty values are left to
 * the `required` rule.
 */
export function numberProblem(
  value: unknown,
  { label, max, integer = false, decimals = 2 }: { label: string; max: number; integer?: boolean; decimals?: number },
): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  const v = msg.stocks;
  if (!Number.isFinite(n)) return v.required(label);
  if (n < 0) return v.notNegative(label);
  if (n > max) return v.max(label, formatInteger(max));
  if (integer && !Number.isInteger(n)) return v.integer(label);
  const scale = 10 ** decimals;
  if (!integer && Math.abs(Math.round(n * scale) - n * scale) > 1e-6) return v.priceDecimals;
  return undefined;
}
