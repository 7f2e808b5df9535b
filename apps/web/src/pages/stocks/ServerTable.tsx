import type { Paged } from '@parca/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Table, type TableColumnType, type TableProps } from 'antd';
import { useState } from 'react';
import { msg } from '../../messages';
import { formatDateTime, formatInteger } from '../../ui/format';
import { LoadError } from '../../ui/LoadError';
import { nextPage, type SortOrder, type SortParam, serverPaging, sortOrder } from './paging';
import { STOCK_PAGE_SIZES } from './stockLogic';

/** "Toplam N kayıt" beside a list's controls. */
export function TotalCount({ total }: { total: number | undefined }) {
  return <span className="stk-toolbar-total">{msg.common.total(total ?? 0)}</span>;
}

/**
 * An antd Table over one page of a server-paged query: the load error with "Tekrar dene" above it, the rows,
 * the pager (a new page size goes back to page 1) and, with `onSort`, a click on a `sortableColumn`.
 */
export function ServerTable<T extends object>({
  query,
  failMessage,
  emptyText,
  page,
  pageSize,
  sizes,
  onPage,
  onSort,
  scrollX,
  ...table
}: {
  query: UseQueryResult<Paged<T>>;
  failMessage: string;
  emptyText: string;
  page: number;
  pageSize: number;
  sizes: readonly number[];
  onPage: (page: number, pageSize: number) => void;
  onSort?: (columnKey: unknown, order: SortOrder) => void;
  scrollX: number;
} & Pick<TableProps<T>, 'rowKey' | 'columns' | 'size'>) {
  return (
    <>
      {query.isError && (
        <LoadError error={query.error} fallback={failMessage} retry={query.refetch} style={{ marginBottom: 16 }} />
      )}
      <Table<T>
        size="middle"
        {...table}
        dataSource={query.data?.items ?? []}
        loading={query.isFetching}
        locale={{ emptyText }}
        scroll={{ x: scrollX }}
        onChange={(_pagination, _filters, sorter, extra) => {
          if (extra.action !== 'sort' || !onSort) return;
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          onSort(s?.columnKey, s?.order);
        }}
        pagination={serverPaging(page, pageSize, query.data?.total, sizes, (p, s) =>
          onPage(nextPage(p, s, pageSize), s),
        )}
      />
    </>
  );
}

/** Page and page size of a server-paged list, ready to spread into ServerTable. */
export function usePager(sizes: readonly number[] = STOCK_PAGE_SIZES) {
  const [pager, setPager] = useState({ page: 1, pageSize: sizes[0] });
  return {
    ...pager,
    sizes,
    setPage: (page: number) => setPager((p) => ({ ...p, page })),
    onPage: (page: number, pageSize: number) => setPager({ page, pageSize }),
  };
}

/** A column sorted on the server: its key (as the API names it) and the arrow of the current `sort`. */
export function sortableColumn<K extends string>(sort: SortParam<K>, key: NoInfer<K>) {
  return { key, sorter: true, sortOrder: sortOrder(sort, key), showSorterTooltip: false };
}

/** A right-aligned whole number (no client-side sorter: the server pages). */
export function integerColumn<T>(title: string, dataIndex: keyof T & string, width: number): TableColumnType<T> {
  return {
    title,
    dataIndex,
    align: 'right',
    width,
    render: (n: number) => <span className="app-tabular">{formatInteger(n)}</span>,
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
