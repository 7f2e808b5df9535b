import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { formatInteger } from './format';
import { compareTr, trMatcher } from './turkish';

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
    sorter: (a, b) => compareTr(get(a), get(b)),
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

/** antd Select search that folds Turkish ("iph" finds "İPHONE") and matches every word of the input. */
export const trSelectSearch = {
  filterOption: (input: string, option?: { label?: ReactNode }) => trMatcher(input)(String(option?.label ?? '')),
};
