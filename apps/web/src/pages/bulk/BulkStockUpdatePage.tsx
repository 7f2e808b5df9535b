import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { ErrorCode, type StockUpdateRow } from '@parca/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input, Popconfirm, Space } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../api/client';
import { getForStockUpdate, stockUpdateKeys, stockUpdateQueryOf, touchDependents } from '../../api/products';
import { productsApi } from '../../api/routes';
import { bulkUpdateStocks } from '../../api/stocks';
import { msg } from '../../messages';
import { readDecimal } from '../../ui/DecimalInput';
import { ExportButtons } from '../../ui/ExportButtons';
import { toast } from '../../ui/kit/toast';
import { LoadError } from '../../ui/LoadError';
import { PageHeader } from '../../ui/PageHeader';
import { useAddressParams } from '../../ui/useAddressParams';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useLeaveGuard } from '../../ui/useLeaveGuard';
import { useUrlSearchText } from '../../ui/useUrlSearchText';
import { GridFilterBar } from './GridFilterBar';
import {
  type GridFilters,
  gridFiltersToParams,
  isFiltered,
  parseGridFilters,
  toStockUpdateFilters,
} from './gridFilters';
import {
  applyPercent,
  changedItems,
  type Edits,
  editProblems,
  type GridField,
  movedQuantities,
  pasteColumn,
  type StockEdit,
  serverProblems,
  setCell,
  undoStock,
} from './gridState';
import { bulk as t } from './messages';
import { StockFileUpload } from './StockFileUpload';
import { StockGrid } from './StockGrid';
import { useUnusualPriceConfirm } from './UnusualPricesConfirm';
import { unusualPrices } from './unusualPrices';
import '../../ui/lists.css';
import './bulk.css';

const noEdits: Edits = new Map();

export default function BulkStockUpdatePage() {
  useDocumentTitle(t.title);
  const queryClient = useQueryClient();
  const [params, setParams] = useAddressParams();
  const filters = useMemo(() => parseGridFilters(params), [params]);
  const update = (change: Partial<GridFilters>) =>
    setParams((latest) => gridFiltersToParams(parseGridFilters(latest), change));
  const [searchText, setSearchText] = useUrlSearchText(filters.search, (search) => update({ search }));

  const apiFilters = toStockUpdateFilters(filters);
  const query = useQuery({
    queryKey: stockUpdateKeys.rows(apiFilters),
    queryFn: () => getForStockUpdate(apiFilters),
    placeholderData: keepPreviousData,
  });

  const [edits, setEdits] = useState<Edits>(noEdits);
  const [reason, setReason] = useState('');
  const [percent, setPercent] = useState('');
  const [rejected, setRejected] = useState<ReadonlyMap<number, StockEdit>>(new Map());
  const [moved, setMoved] = useState<ReadonlyMap<number, number>>(new Map());
  // today's quantity taken after a 409, until the rows are loaded again
  const [taken, setTaken] = useState<ReadonlyMap<number, number>>(new Map());

  const rows = useMemo(
    () =>
      (query.data?.items ?? []).map((r) =>
        taken.has(r.stockId) ? { ...r, quantity: taken.get(r.stockId) as number } : r,
      ),
    [query.data, taken],
  );
  // every stock loaded in this visit, so edits made under another filter are still saved
  const known = useRef(new Map<number, StockUpdateRow>());
  for (const row of rows) known.current.set(row.stockId, row);

  const problems = useMemo(() => {
    const all = new Map(rejected);
    for (const [id, p] of editProblems(edits)) all.set(id, { ...all.get(id), ...p });
    return all;
  }, [edits, rejected]);
  const items = useMemo(() => changedItems(known.current, edits), [edits]);
  useLeaveGuard(edits.size > 0, t.leaveConfirm(edits.size));

  // an edited or taken row: the server's reason and the 409's figure no longer apply
  const forget = (stockId: number) => {
    setRejected((old) => without(old, stockId));
    setMoved((old) => without(old, stockId));
  };

  const reload = () => {
    setTaken(new Map());
    void queryClient.invalidateQueries({ queryKey: stockUpdateKeys.all });
    touchDependents(queryClient);
  };

  const save = useMutation({
    mutationFn: () => bulkUpdateStocks({ items, reason: reason.trim() || undefined }),
    onSuccess: (result) => {
      toast.success(t.saved(result.changed));
      setEdits(noEdits);
      setRejected(new Map());
      setMoved(new Map());
      setReason('');
      reload();
    },
    onError: (err, _vars) => {
      if (err instanceof ApiError && err.status === 400 && err.details.length > 0) {
        setRejected(serverProblems(err.details, items));
        toast.error(t.serverProblems);
      } else if (err instanceof ApiError && err.code === ErrorCode.QuantityChanged) {
        const today = movedQuantities(err.details);
        setMoved(today);
        toast.error(t.quantityMoved(today.size));
      } else toast.error(errorMessage(err, t.saveFailed));
    },
  });

  const confirmUnusual = useUnusualPriceConfirm();
  const onSave = async () => {
    const bad = editProblems(edits);
    if (bad.size > 0) {
      toast.error(t.fixProblems([...bad.values()].reduce((n, p) => n + Object.keys(p).length, 0)));
      return;
    }
    if (items.length === 0) return;
    // a price far from the old one is as likely a slip: asked once, listing them; "Geri dön" keeps the edits
    const unusual = unusualPrices(known.current, items);
    if (unusual.length > 0 && !(await confirmUnusual(unusual))) return;
    save.mutate();
  };

  const onCell = (row: StockUpdateRow, field: GridField, text: string) => {
    setEdits((old) => setCell(old, row, field, text));
    forget(row.stockId);
  };

  const onPercent = () => {
    const value = readDecimal(percent);
    if (value === null || value < -99 || value > 1000) {
      toast.error(t.percentInvalid);
      return;
    }
    setEdits((old) => applyPercent(old, rows, value));
    toast.info(t.percentApplied(percent.trim(), new Set(rows.map((r) => r.stockId)).size));
    setPercent('');
  };

  const takeToday = (stockId: number) => {
    const today = moved.get(stockId);
    if (today === undefined) return;
    setTaken((old) => new Map(old).set(stockId, today));
    setEdits((old) => {
      const edit = { ...old.get(stockId) };
      delete edit.quantity;
      const next = new Map(old);
      if (Object.keys(edit).length === 0) next.delete(stockId);
      else next.set(stockId, edit);
      return next;
    });
    forget(stockId);
  };

  const height = useGridHeight();
  const stockCount = new Set(rows.map((r) => r.stockId)).size;

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <GridFilterBar
        filters={filters}
        searchText={searchText}
        onSearchText={setSearchText}
        onChange={update}
        onClear={
          isFiltered(filters)
            ? () => {
                setSearchText('');
                setParams(() => new URLSearchParams());
              }
            : undefined
        }
      />
      <div className="stk-toolbar blk-actions">
        <Space.Compact className="blk-percent">
          <Input
            aria-label={t.percentLabel}
            placeholder={t.percentPlaceholder}
            inputMode="decimal"
            value={percent}
            onChange={(e) => setPercent(e.target.value)}
            onPressEnter={onPercent}
          />
          <Button onClick={onPercent} disabled={!percent.trim() || rows.length === 0}>
            {t.percentApply}
          </Button>
        </Space.Compact>
        <ExportButtons
          route={productsApi.exportForStockUpdate}
          query={stockUpdateQueryOf(apiFilters)}
          fileName="stoklar"
        />
        <StockFileUpload reason={reason} onApplied={reload} />
        <span className="stk-toolbar-total">{t.rowCount(rows.length, stockCount)}</span>
      </div>
      <div className="stk-toolbar blk-save">
        <Input
          className="blk-reason"
          aria-label={t.reasonLabel}
          placeholder={t.reasonPlaceholder}
          maxLength={200}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <Popconfirm
          title={t.undoAll}
          okText={t.undoAll}
          cancelText={msg.common.cancel}
          onConfirm={() => {
            setEdits(noEdits);
            setRejected(new Map());
            setMoved(new Map());
          }}
          disabled={edits.size === 0}
        >
          <Button icon={<UndoOutlined aria-hidden />} disabled={edits.size === 0}>
            {t.undoAll}
          </Button>
        </Popconfirm>
        <Button
          type="primary"
          icon={<SaveOutlined aria-hidden />}
          disabled={items.length === 0 && problems.size === 0}
          loading={save.isPending}
          onClick={onSave}
        >
          {t.save(items.length)}
        </Button>
      </div>
      {moved.size > 0 && <Alert type="warning" showIcon title={t.quantityMoved(moved.size)} className="blk-gap" />}
      {query.isError ? (
        <LoadError error={query.error} fallback={t.loadFailed} retry={query.refetch} />
      ) : (
        <StockGrid
          rows={rows}
          loading={query.isFetching && !query.data}
          edits={edits}
          problems={problems}
          moved={moved}
          height={height}
          onCell={onCell}
          onPasteColumn={(index, field, values) => {
            setEdits((old) => pasteColumn(old, rows, index, field, values));
            toast.info(t.pasted(Math.min(values.length, rows.length - index)));
          }}
          onUndo={(stockId) => {
            setEdits((old) => undoStock(old, stockId));
            forget(stockId);
          }}
          onTakeToday={takeToday}
        />
      )}
    </>
  );
}

function without<V>(map: ReadonlyMap<number, V>, key: number): ReadonlyMap<number, V> {
  if (!map.has(key)) return map;
  const next = new Map(map);
  next.delete(key);
  return next;
}

/** The grid's height: the window's, less the header and toolbars above it (at least 320 px). */
const measureGrid = () => Math.max(320, window.innerHeight - 330);

function useGridHeight() {
  const [height, setHeight] = useState(measureGrid);
  useEffect(() => {
    const onResize = () => setHeight(measureGrid());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return height;
}
