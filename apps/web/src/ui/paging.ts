import { formatInteger, type OrderStatus, orderStatusValues } from '@parca/contract';
import type { TablePaginationConfig } from 'antd';
import { msg } from '../messages';

/** A positive id or page number read from the address (`?page=2`, `/x/:id`): decimal digits only, else undefined. */
export function positiveInt(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

/** `?status=` of an orders list (the admin's or the dealer's): one of the order statuses, else undefined (every order). */
export function readOrderStatus(value: string | null): OrderStatus | undefined {
  const n = Number(value);
  return (orderStatusValues as readonly number[]).includes(n) && value === String(n) ? (n as OrderStatus) : undefined;
}

/** The page sizes a server-paged list offers. */
export const PAGE_SIZES = [20, 50, 100] as const;

/** An antd Table's pager: page, size choices and "Toplam N kayıt". */
export function tablePaging(
  page: number,
  pageSize: number,
  total: number | undefined,
  sizes: readonly number[],
  onChange?: (page: number, pageSize: number) => void,
): TablePaginationConfig {
  return {
    current: page,
    pageSize,
    total: total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: [...sizes],
    showTotal: (n) => msg.common.totalRecords(formatInteger(n)),
    onChange,
  };
}

/** The page to show after a pager change: back to 1 when the page size changed. */
export const nextPage = (page: number, size: number, previousSize: number) => (size !== previousSize ? 1 : page);

// ---- server-side sorting: the API's `sort` is a column key, descending with a leading '-' ----

export type SortParam<K extends string> = K | `-${K}`;
export type SortOrder = 'ascend' | 'descend' | null | undefined;

/** The `sort` param when it names one of `keys` (either direction), else undefined. */
export function readSort<K extends string>(keys: readonly K[], value: unknown): SortParam<K> | undefined {
  if (typeof value !== 'string') return undefined;
  const key = value.startsWith('-') ? value.slice(1) : value;
  return (keys as readonly string[]).includes(key) ? (value as SortParam<K>) : undefined;
}

/** antd Table's sorter (column key + order) → the `sort` param; no order or an unsortable column gives `fallback`. */
export function sortParam<K extends string>(
  keys: readonly K[],
  columnKey: unknown,
  order: SortOrder,
  fallback: SortParam<K>,
): SortParam<K> {
  if (!order || !(keys as readonly unknown[]).includes(columnKey)) return fallback;
  const key = columnKey as K;
  return order === 'descend' ? `-${key}` : key;
}

/** The `sort` param → the order a column shows (controlled `sortOrder`). */
export function sortOrder(sort: string, key: string): 'ascend' | 'descend' | null {
  if (sort === key) return 'ascend';
  if (sort === `-${key}`) return 'descend';
  return null;
}
