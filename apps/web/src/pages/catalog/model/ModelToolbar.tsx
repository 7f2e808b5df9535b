import type { ReactNode } from 'react';
import { KitCheckbox } from '../../../ui/kit/KitCheckbox';
import { KitSelect } from '../../../ui/kit/KitSelect';
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
      <KitCheckbox
        checked={filters.inStockOnly}
        onChange={(e) => onChange({ inStockOnly: e.target.checked })}
        data-testid="in-stock-only"
      >
        {t.inStockOnly}
      </KitCheckbox>
      <KitSelect<ModelSort>
        aria-label={t.sortLabel}
        className="app-model-sort"
        value={filters.sort}
        options={sortOptions}
        onValueChange={(sort) => onChange({ sort })}
      />
      {children}
    </div>
  );
}
