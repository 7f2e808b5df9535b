import { ClearOutlined } from '@ant-design/icons';
import { Button, Switch } from 'antd';
import { useMemo } from 'react';
import { SearchInput } from '../../ui/SearchInput';
import { FilterSelect, lookupProps } from '../../ui/selects';
import { brandOptions, categoryOptions, modelOptions, useBrands, useCategories, useModels } from '../catalog';
import type { GridFilters } from './gridFilters';
import { bulk as t } from './messages';

/** The grid's search and filters (all applied by the server). */
export function GridFilterBar({
  filters,
  searchText,
  onSearchText,
  onChange,
  onClear,
}: {
  filters: GridFilters;
  searchText: string;
  onSearchText: (text: string) => void;
  onChange: (change: Partial<GridFilters>) => void;
  onClear?: () => void;
}) {
  const brands = useBrands();
  const models = useModels(filters.brandId);
  const categories = useCategories();
  const modelChoices = useMemo(() => modelOptions(models.data ?? []), [models.data]);
  const categoryGroups = useMemo(() => categoryOptions(categories.data ?? []), [categories.data]);
  return (
    <div className="stk-toolbar blk-toolbar">
      <SearchInput
        className="stk-search"
        placeholder={t.searchPlaceholder}
        value={searchText}
        onChange={onSearchText}
      />
      <FilterSelect<number>
        label={t.filterBrand}
        placeholder={t.filterBrand}
        options={brandOptions(brands.data)}
        lookup={lookupProps(brands)}
        value={filters.brandId}
        onChange={(brandId) => onChange({ brandId })}
      />
      <FilterSelect<number>
        label={t.filterModel}
        placeholder={t.filterModel}
        options={modelChoices}
        lookup={lookupProps(models)}
        value={filters.modelId}
        onChange={(modelId) => onChange({ modelId })}
      />
      <FilterSelect<number>
        label={t.filterCategory}
        placeholder={t.filterCategory}
        options={categoryGroups}
        lookup={lookupProps(categories)}
        value={filters.categoryId}
        onChange={(categoryId) => onChange({ categoryId })}
      />
      {/* biome-ignore lint/a11y/noLabelWithoutControl: the Switch inside is the control */}
      <label className="stk-switch-label">
        <Switch size="small" checked={filters.critical} onChange={(critical) => onChange({ critical })} />
        {t.criticalOnly}
      </label>
      {onClear && (
        <Button size="small" icon={<ClearOutlined aria-hidden />} onClick={onClear}>
          {t.clearFilters}
        </Button>
      )}
    </div>
  );
}
