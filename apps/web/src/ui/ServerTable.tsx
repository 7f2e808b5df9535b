import { PlusOutlined } from '@ant-design/icons';
import { formatInteger, type Paged } from '@parca/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Card, Table, type TableProps } from 'antd';
import { type ReactNode, useState } from 'react';
import { msg } from '../messages';
import { LoadError } from './LoadError';
import { PageHeader } from './PageHeader';
import { nextPage, PAGE_SIZES, type SortOrder, type SortParam, sortOrder, tablePaging } from './paging';
import './lists.css';

export type ServerTableProps<T extends object> = {
  query: UseQueryResult<Paged<T>>;
  /** The message when the list fails to load (the server's, when it sent one) and the text of an empty list. */
  texts: { listFailed: string; empty: string };
  toolbar?: ReactNode;
  page: number;
  pageSize: number;
  sizes: readonly number[];
  onPage: (page: number, pageSize: number) => void;
  onSort?: (columnKey: unknown, order: SortOrder) => void;
  scrollX: number;
} & Pick<TableProps<T>, 'rowKey' | 'columns' | 'size'>;

/**
 * An antd Table over one page of a server-paged query: the list's controls (`toolbar`) with "Toplam N kayıt", the
 * load error with "Tekrar dene", the rows, the pager (a new page size goes back to page 1) and, with `onSort`, a
 * click on a `sortableColumn`.
 */
export function ServerTable<T extends object>({
  query,
  texts,
  toolbar,
  page,
  pageSize,
  sizes,
  onPage,
  onSort,
  scrollX,
  ...table
}: ServerTableProps<T>) {
  return (
    <>
      {toolbar && (
        <div className="stk-toolbar">
          {toolbar}
          <span className="stk-toolbar-total">{msg.common.totalRecords(formatInteger(query.data?.total ?? 0))}</span>
        </div>
      )}
      {query.isError && (
        <LoadError error={query.error} fallback={texts.listFailed} retry={query.refetch} style={{ marginBottom: 16 }} />
      )}
      <Table<T>
        rowKey="id"
        size="middle"
        {...table}
        dataSource={query.data?.items ?? []}
        loading={query.isFetching}
        locale={{ emptyText: texts.empty }}
        scroll={{ x: scrollX }}
        onChange={(_pagination, _filters, sorter, extra) => {
          if (extra.action !== 'sort' || !onSort) return;
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          onSort(s?.columnKey, s?.order);
        }}
        pagination={tablePaging(page, pageSize, query.data?.total, sizes, (p, s) =>
          onPage(nextPage(p, s, pageSize), s),
        )}
      />
    </>
  );
}

/** An admin list page: the title with the "Yeni …" button, and the server-paged list in a card. */
export function ServerListPage<T extends object>({
  texts,
  create,
  ...table
}: ServerTableProps<T> & {
  texts: { title: string; subtitle: string; listFailed: string; empty: string };
  create: { label: string; onClick: () => void };
}) {
  return (
    <>
      <PageHeader
        title={texts.title}
        subtitle={texts.subtitle}
        extra={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={create.onClick}>
            {create.label}
          </Button>
        }
      />
      <Card>
        <ServerTable<T> texts={texts} {...table} />
      </Card>
    </>
  );
}

/** Page and page size of a server-paged list, ready to spread into ServerTable. */
export function usePager(sizes: readonly number[] = PAGE_SIZES) {
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
