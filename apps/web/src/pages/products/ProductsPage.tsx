import { ClearOutlined } from '@ant-design/icons';
import type { Paged, ProductListItem } from '@parca/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Segmented, Select, Switch, type TableProps, Tag, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/client';
import { getProducts, type ProductListQuery, productKeys, setProductStatus, touchDependents } from '../../api/products';
import { productsApi } from '../../api/routes';
import { paths } from '../../paths';
import { ExportButtons } from '../../ui/ExportButtons';
import { toast } from '../../ui/kit/toast';
import type { LookupQuery } from '../../ui/lookupState';
import { SearchInput } from '../../ui/SearchInput';
import { ServerListPage, sortableColumn } from '../../ui/ServerTable';
import { filterBySearch } from '../../ui/selectSearch';
import { lookupProps } from '../../ui/selects';
import { dateTimeColumn, numberColumn } from '../../ui/tableColumns';
import { useAddressParams } from '../../ui/useAddressParams';
import { useUrlSearchText } from '../../ui/useUrlSearchText';
import {
  brandOptions,
  categoryOptions,
  type SelectGroup,
  type SelectOption,
  useBrands,
  useCategories,
  useModels,
} from '../catalog';
import { CreateProductModal } from './CreateProductModal';
import { products } from './messages';
import {
  changeProductFilters,
  defaultProductFilters,
  modelSummary,
  PRODUCT_PAGE_SIZES,
  type ProductFilters,
  type ProductStatusFilter,
  parseProductFilters,
  productFiltersToParams,
  productSortParam,
  toProductQuery,
} from './productLogic';

const t = products;

export default function ProductsPage() {
  const queryClient = useQueryClient();
  const [params, setParams] = useAddressParams();
  const filters = useMemo(() => parseProductFilters(params), [params]);
  const [creating, setCreating] = useState(false);

  const update = (change: Partial<ProductFilters>) =>
    setParams((latest) => productFiltersToParams(changeProductFilters(parseProductFilters(latest), change)));

  const [searchText, setSearchText] = useUrlSearchText(filters.search, (search) => update({ search }));

  const listQuery: ProductListQuery = toProductQuery(filters);
  const listKey = productKeys.list(listQuery);
  const query = useQuery({
    queryKey: listKey,
    queryFn: () => getProducts(listQuery),
    placeholderData: keepPreviousData,
  });

  const status = useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => setProductStatus(id, active),
    onMutate: async ({ id, active }) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueryData<Paged<ProductListItem>>(listKey);
      queryClient.setQueryData<Paged<ProductListItem>>(
        listKey,
        (old) => old && { ...old, items: old.items.map((p) => (p.id === id ? { ...p, active } : p)) },
      );
      return { previous };
    },
    onError: (err, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(listKey, context.previous);
      toast.error(errorMessage(err, t.statusFailed));
    },
    onSuccess: (_data, { active }) => toast.success(t.statusChanged(active)),
    onSettled: (_data, _err, { id }) => {
      void queryClient.invalidateQueries({ queryKey: productKeys.detail(id) });
      // dealers see active products only: model pages and every product count change
      touchDependents(queryClient, true);
    },
  });

  const columns: TableProps<ProductListItem>['columns'] = [
    {
      title: t.colProduct,
      dataIndex: 'name',
      ...sortableColumn(filters.sort, 'name'),
      render: (name: string, row) => <Link to={paths.adminProduct(row.id)}>{name}</Link>,
    },
    {
      title: t.colCategory,
      key: 'category',
      width: 120,
      render: (_: unknown, row) => row.category.name,
    },
    {
      title: t.colModels,
      key: 'models',
      width: 310,
      render: (_: unknown, row) => <ModelTags models={row.models} />,
    },
    numberColumn(t.colVariants, 'variantCount', 90),
    numberColumn(t.colTotalQuantity, 'totalQuantity', 90),
    {
      title: t.colStatus,
      key: 'active',
      width: 95,
      render: (_: unknown, row) => (
        <Switch
          checked={row.active}
          checkedChildren={t.active}
          unCheckedChildren={t.passive}
          aria-label={t.statusLabel(row.name)}
          onChange={(active) => status.mutate({ id: row.id, active })}
        />
      ),
    },
    { ...dateTimeColumn(t.colUpdated, 'updatedAt', 140), ...sortableColumn(filters.sort, 'updatedAt') },
  ];

  const filtered =
    filters.search || filters.brandId || filters.modelId || filters.categoryId || filters.status !== 'all';
  const clearFilters = () => {
    setSearchText('');
    setParams((latest) => {
      const { sort, pageSize } = parseProductFilters(latest);
      return productFiltersToParams({ ...defaultProductFilters, sort, pageSize });
    });
  };
  const toolbar = (
    <>
      <Filters filters={filters} searchText={searchText} onSearchText={setSearchText} onChange={update} />
      <ExportButtons
        route={productsApi.exportForStockUpdate}
        query={{
          search: listQuery.search,
          brandId: listQuery.brandId,
          modelId: listQuery.modelId,
          categoryId: listQuery.categoryId,
          active: listQuery.active === undefined ? undefined : String(listQuery.active),
        }}
        fileName="urunler-stoklar"
      />
      {filtered && (
        <Button size="small" icon={<ClearOutlined aria-hidden />} onClick={clearFilters}>
          {t.clearFilters}
        </Button>
      )}
    </>
  );

  return (
    <>
      <ServerListPage<ProductListItem>
        texts={t}
        create={{ label: t.newProduct, onClick: () => setCreating(true) }}
        toolbar={toolbar}
        page={filters.page}
        pageSize={filters.pageSize}
        sizes={PRODUCT_PAGE_SIZES}
        query={query}
        columns={columns}
        scrollX={1000}
        onPage={(page, pageSize) => update({ page, pageSize })}
        onSort={(key, order) => update({ sort: productSortParam(key, order) })}
      />
      <CreateProductModal open={creating} onClose={() => setCreating(false)} />
    </>
  );
}

function ModelTags({ models }: { models: ProductListItem['models'] }) {
  if (models.length === 0) return <span className="stk-muted">{t.noModels}</span>;
  const { shown, more } = modelSummary(models);
  return (
    <div className="stk-tags">
      {shown.map((m) => (
        <Tag key={m.id} title={`${m.brandName} ${m.name}`}>
          {m.name}
        </Tag>
      ))}
      {more > 0 && (
        <Tooltip
          title={models
            .slice(shown.length)
            .map((m) => m.name)
            .join(', ')}
        >
          <Tag color="processing" variant="outlined">
            {t.moreModels(more)}
          </Tag>
        </Tooltip>
      )}
    </div>
  );
}

const statusOptions: { value: ProductStatusFilter; label: string }[] = [
  { value: 'all', label: t.statusAll },
  { value: 'active', label: t.active },
  { value: 'passive', label: t.passive },
];

/** One of the list's filters: clearable, searchable with Turkish folding, showing how its options' request went. */
function ListFilter({
  label,
  options,
  lookup,
  value,
  onChange,
  wide = false,
}: {
  label: string;
  options: (SelectOption | SelectGroup)[];
  lookup: LookupQuery;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  wide?: boolean;
}) {
  return (
    <Select<number>
      className={wide ? 'stk-filter stk-filter-wide' : 'stk-filter'}
      allowClear
      placeholder={label}
      aria-label={label}
      options={options}
      {...lookupProps(lookup)}
      value={value}
      onChange={onChange}
      showSearch={{ filterOption: filterBySearch }}
    />
  );
}

function Filters({
  filters,
  searchText,
  onSearchText,
  onChange,
}: {
  filters: ProductFilters;
  searchText: string;
  onSearchText: (text: string) => void;
  onChange: (change: Partial<ProductFilters>) => void;
}) {
  const brands = useBrands();
  const models = useModels(filters.brandId);
  const categories = useCategories();
  const modelChoices = useMemo(
    () =>
      (models.data ?? []).map((m) => ({
        value: m.id,
        label: filters.brandId ? m.name : `${m.brandName} ${m.name}`,
        search: `${m.brandName} ${m.seriesName} ${m.name}`,
      })),
    [models.data, filters.brandId],
  );
  const categoryGroups = useMemo(() => categoryOptions(categories.data ?? []), [categories.data]);
  const selects = [
    { field: 'brandId', label: t.filterBrand, options: brandOptions(brands.data), lookup: brands },
    { field: 'modelId', label: t.filterModel, options: modelChoices, lookup: models, wide: true },
    { field: 'categoryId', label: t.filterCategory, options: categoryGroups, lookup: categories },
  ] as const;

  return (
    <>
      <SearchInput
        className="stk-search stk-search-narrow"
        placeholder={t.searchPlaceholder}
        value={searchText}
        onChange={onSearchText}
      />
      {selects.map(({ field, ...select }) => (
        <ListFilter key={field} {...select} value={filters[field]} onChange={(value) => onChange({ [field]: value })} />
      ))}
      <Segmented<ProductStatusFilter>
        aria-label={t.filterStatus}
        options={statusOptions}
        value={filters.status}
        onChange={(status) => onChange({ status })}
      />
    </>
  );
}
