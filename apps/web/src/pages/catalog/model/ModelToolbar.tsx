import { Checkbox, Select } from 'antd';
import type { ReactNode } from 'react';
import { modelPage } from '../messages';
import type { ModelFilterState } from './modelFilters';
import type { ModelSort } from './modelGroups';

const t = modelPage;

const sortOptions: { value: ModelSort; label: string }[] = [
  { value: 'name', label: t.sortName },
  { value: 'priceAsc', label: t.sortPriceAsc },
  { value: 'priceDesc', label: t.sortPriceDesc },
];

/** Beside the model's search: "in stock only", the sort, and whatever the page adds (`children`). */
export function ModelToolbar({
  filters,
  onChange,
  children,
}: {
  filters: ModelFilterState;
  onChange: (change: Partial<ModelFilterState>) => void;
  children?: ReactNode;
}) {
  return (
    <div className="app-model-toolbar">
      <Checkbox
        checked={filters.inStockOnly}
        onChange={(e) => onChange({ inStockOnly: e.target.checked })}
        data-testid="in-stock-only"
      >
        {t.inStockOnly}
      </Checkbox>
      <Select<ModelSort>
        aria-label={t.sortLabel}
        className="app-model-sort"
        value={filters.sort}
        options={sortOptions}
        onChange={(sort) => onChange({ sort })}
        popupMatchSelectWidth={false}
      />
      {children}
    </div>
  );
}
