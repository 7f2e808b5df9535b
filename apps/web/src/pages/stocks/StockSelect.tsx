import type { Stock } from '@parca/contract';
import { formatInteger, formatUsd } from '@parca/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { getStocks, stockKeys } from '../../api/stocks';
import { msg } from '../../messages';
import { lookupProps } from '../../ui/selects';
import { useDebounced } from '../../ui/useDebounced';
import { stocks } from './messages';
import '../../ui/lists.css';

const t = stocks;

function StockOptionLabel({ stock }: { stock: Stock }) {
  return (
    <span className="stk-option">
      <span className="stk-mono">{stock.stockCode}</span>
      <span className="stk-option-detail">
        {t.stockOptionDetail(formatInteger(stock.quantity), formatUsd(stock.priceUsd))}
      </span>
    </span>
  );
}

/**
 * A stock picked by searching its code on the server (GET /api/stocks?search=, 20 at a time). For antd Form:
 * `value` is the stock id.
 */
export function StockSelect({
  value,
  onChange,
  excludeId,
  id,
}: {
  value?: number;
  onChange?: (stockId: number | undefined) => void;
  /** A stock not to offer (the one already linked). */
  excludeId?: number;
  id?: string;
}) {
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 300);
  const [picked, setPicked] = useState<Stock>();
  const query = useQuery({
    queryKey: stockKeys.list({ search, page: 1, pageSize: 20, select: true }),
    queryFn: () => getStocks({ search: search || undefined, page: 1, pageSize: 20 }),
    placeholderData: keepPreviousData,
  });

  const options = useMemo(() => {
    const items = (query.data?.items ?? []).filter((s) => s.id !== excludeId);
    // the chosen stock keeps its label when a new search no longer lists it
    if (picked && picked.id === value && !items.some((s) => s.id === picked.id)) items.unshift(picked);
    return items.map((s) => ({ value: s.id, label: <StockOptionLabel stock={s} />, stock: s }));
  }, [query.data, excludeId, picked, value]);
  const lookup = lookupProps(query, t.listFailed);

  return (
    <Select<number, (typeof options)[number]>
      id={id}
      value={value}
      options={options}
      placeholder={t.stockSelectPlaceholder}
      status={lookup.status}
      // a new search keeps the previous list while it loads, so every fetch shows the spinner
      loading={query.isFetching}
      notFoundContent={lookup.notFoundContent ?? (query.isFetching ? msg.app.loading : t.stockSelectEmpty)}
      showSearch={{ filterOption: false, onSearch: setText, searchValue: text }}
      onChange={(stockId, option) => {
        setPicked(Array.isArray(option) ? undefined : option?.stock);
        setText('');
        onChange?.(stockId);
      }}
      allowClear
    />
  );
}
