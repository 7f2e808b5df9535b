import { compareTurkish, formatDateTime, formatInteger } from '@parca/contract';
import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';

/** A text column sorted in Turkish order; `render` may wrap the text (a link, a tag). */
export function textColumn<T>(
  title: string,
  get: (row: T) => string,
  options: { key?: string; render?: (row: T) => ReactNode; width?: number } = {},
): TableColumnType<T> {
  return {
    title,
    key: options.key ?? title,
    width: options.width,
    sorter: (a, b) => compareTurkish(get(a), get(b)),
    showSorterTooltip: false,
    render: (_: unknown, row: T) => (options.render ? options.render(row) : get(row)),
  };
}

/** A right-aligned whole-number column (counts, quantities), sorted numerically. */
export function countColumn<T>(title: string, get: (row: T) => number, width = 130): TableColumnType<T> {
  return {
    title,
    key: title,
    align: 'right',
    width,
    sorter: (a, b) => get(a) - get(b),
    showSorterTooltip: false,
    render: (_: unknown, row: T) => <span className="app-tabular">{formatInteger(get(row))}</span>,
  };
}

/**
 * A right-aligned number of a server-paged list (no client-side sorter: the server pages): a whole number unless
 * `format` says otherwise, `tone` adds a class by value.
 */
export function numberColumn<T>(
  title: string,
  dataIndex: keyof T & string,
  width: number,
  format: (n: number) => string = formatInteger,
  tone?: (n: number) => string,
): TableColumnType<T> {
  return {
    title,
    dataIndex,
    align: 'right',
    width,
    render: (n: number) => <span className={tone ? `app-tabular ${tone(n)}` : 'app-tabular'}>{format(n)}</span>,
  };
}

/** `21.11.2026 14:05`, on one line. */
export function dateTimeColumn<T>(title: string, dataIndex: keyof T & string, width: number): TableColumnType<T> {
  return {
    title,
    dataIndex,
    width,
    render: (value: string) => <span className="app-tabular stk-nowrap">{formatDateTime(value)}</span>,
  };
}
