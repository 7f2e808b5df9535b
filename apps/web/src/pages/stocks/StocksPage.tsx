import { DeleteOutlined, EditOutlined, HistoryOutlined } from '@ant-design/icons';
import type { Stock } from '@parca/contract';
import { formatUsd } from '@parca/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Switch, type TableProps } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../api/client';
import { deleteStock, getStocks, stockKeys } from '../../api/stocks';
import { msg } from '../../messages';
import { toast } from '../../ui/kit/toast';
import type { SortOrder } from '../../ui/paging';
import { SearchInput } from '../../ui/SearchInput';
import { ServerListPage, sortableColumn, usePager } from '../../ui/ServerTable';
import { dateTimeColumn, numberColumn } from '../../ui/tableColumns';
import { useDebounced } from '../../ui/useDebounced';
import { stocks } from './messages';
import { StockFormModal } from './StockFormModal';
import { StockMovementsDrawer } from './StockMovementsDrawer';
import { StockQuantity } from './StockQuantity';
import { StockUsers } from './StockUsers';
import { DEFAULT_STOCK_SORT, STOCK_PAGE_SIZES, type StockSort, type StockSortKey, stockSortParam } from './stockLogic';

const t = stocks;

/** The editor's state: a new stock (no stock) or an existing one; kept while the dialog closes. */
type Editing = { open: boolean; stock?: Stock };

export default function StocksPage() {
  const queryClient = useQueryClient();
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim(), 300);
  const [critical, setCritical] = useState(false);
  const [sort, setSort] = useState<StockSort>(DEFAULT_STOCK_SORT);
  const pager = usePager(STOCK_PAGE_SIZES);
  const [editing, setEditing] = useState<Editing>({ open: false });
  const [history, setHistory] = useState<Stock>();

  // a new search or filter starts again from the first page
  const [lastFilter, setLastFilter] = useState({ search, critical });
  if (lastFilter.search !== search || lastFilter.critical !== critical) {
    setLastFilter({ search, critical });
    pager.setPage(1);
  }

  const params = { search: search || undefined, critical, sort, page: pager.page, pageSize: pager.pageSize };
  const query = useQuery({
    queryKey: stockKeys.list(params),
    queryFn: () => getStocks(params),
    placeholderData: keepPreviousData,
  });

  const remove = useMutation({
    mutationFn: (stock: Stock) => deleteStock(stock.id),
    onSuccess: () => {
      toast.success(t.deleted);
      // the server deletes unused stocks only: no product or model page showed it
      void queryClient.invalidateQueries({ queryKey: stockKeys.all });
    },
    onError: (err) => toast.error(errorMessage(err, t.deleteFailed)),
  });

  const sortable = (key: StockSortKey) => sortableColumn(sort, key);

  const columns: TableProps<Stock>['columns'] = [
    {
      title: t.colCode,
      dataIndex: 'stockCode',
      width: 300,
      ...sortable('stockCode'),
      render: (code: string, row) => (
        <div className="stk-code-cell">
          <span className="stk-mono">{code}</span>
          <StockUsers users={row.usedBy} />
        </div>
      ),
    },
    {
      title: t.colQuantity,
      dataIndex: 'quantity',
      align: 'right',
      width: 100,
      ...sortable('quantity'),
      render: (_: number, row) => <StockQuantity quantity={row.quantity} criticalLevel={row.criticalLevel} />,
    },
    numberColumn(t.colCritical, 'criticalLevel', 90),
    {
      title: t.colLocation,
      dataIndex: 'location',
      width: 90,
      render: (location: string | null) => <span className="stk-mono">{location ?? '—'}</span>,
    },
    {
      title: t.colPrice,
      dataIndex: 'priceUsd',
      align: 'right',
      width: 100,
      ...sortable('priceUsd'),
      render: (value: number) => <span className="app-tabular">{formatUsd(value)}</span>,
    },
    { ...dateTimeColumn(t.colUpdated, 'updatedAt', 140), ...sortable('updatedAt') },
    {
      title: t.colActions,
      key: 'actions',
      width: 280,
      render: (_: unknown, row) => (
        <Space size={0} wrap>
          <Button
            type="link"
            size="small"
            icon={<EditOutlined aria-hidden />}
            onClick={() => setEditing({ open: true, stock: row })}
          >
            {t.edit}
          </Button>
          <Button type="link" size="small" icon={<HistoryOutlined aria-hidden />} onClick={() => setHistory(row)}>
            {t.movements}
          </Button>
          <Popconfirm
            title={t.deleteConfirm}
            description={t.deleteConfirmText}
            okText={t.delete}
            okButtonProps={{ danger: true }}
            cancelText={msg.common.cancel}
            onConfirm={() => remove.mutateAsync(row).catch(() => undefined)}
          >
            <Button type="link" size="small" danger icon={<DeleteOutlined aria-hidden />}>
              {t.delete}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  const sortBy = (key: unknown, order: SortOrder) => {
    setSort(stockSortParam(key, order));
    pager.setPage(1);
  };
  const toolbar = (
    <>
      <SearchInput
        className="stk-search"
        placeholder={t.searchPlaceholder}
        value={searchText}
        onChange={setSearchText}
      />
      {/* biome-ignore lint/a11y/noLabelWithoutControl: the Switch inside is the control */}
      <label className="stk-switch-label">
        <Switch checked={critical} onChange={setCritical} size="small" />
        {t.criticalOnly}
      </label>
    </>
  );

  return (
    <>
      <ServerListPage<Stock>
        texts={t}
        create={{ label: t.newStock, onClick: () => setEditing({ open: true }) }}
        toolbar={toolbar}
        query={query}
        columns={columns}
        scrollX={1000}
        {...pager}
        onSort={sortBy}
      />
      <StockFormModal
        open={editing.open}
        stock={editing.stock}
        onClose={() => setEditing((e) => ({ ...e, open: false }))}
      />
      <StockMovementsDrawer stock={history} onClose={() => setHistory(undefined)} />
    </>
  );
}
