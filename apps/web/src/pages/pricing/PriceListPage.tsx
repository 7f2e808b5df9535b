import { formatNumber, type PriceListRow } from '@parca/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { catalogKeys, getBrands, getCategories, getModels } from '../../api/catalog';
import { getMyPriceList } from '../../api/pricing';
import { priceListApi } from '../../api/routes';
import { useIsPhone } from '../../ui/breakpoint';
import { DealerPrice, priceFor } from '../../ui/dealer/DealerPrice';
import { ExportButtons } from '../../ui/ExportButtons';
import { LoadError } from '../../ui/LoadError';
import { PageHeader } from '../../ui/PageHeader';
import { trSelectSearch } from '../../ui/selectSearch';
import { priceListTexts as t } from './messages';
import './pricing.css';

type Filter = { brandId?: number; modelId?: number; categoryId?: number };

/**
 * "Fiyat listem": every variant the dealer can order with their net price (the list price struck through), the
 * availability word and the stock code, filtered by brand, model and category, paged; the same as a CSV or Excel file.
 */
export default function PriceListPage() {
  const phone = useIsPhone();
  const [filter, setFilter] = useState<Filter>({});
  const [page, setPage] = useState(1);
  const pageSize = 50;
  const brands = useQuery({ queryKey: catalogKeys.brands, queryFn: getBrands });
  const models = useQuery({
    queryKey: catalogKeys.modelsOf({ brandId: filter.brandId }),
    queryFn: () => getModels({ brandId: filter.brandId }),
  });
  const categories = useQuery({ queryKey: catalogKeys.categories, queryFn: getCategories });
  const list = useQuery({
    queryKey: ['price-list', filter, page],
    queryFn: () => getMyPriceList({ ...filter, page, pageSize }),
    placeholderData: keepPreviousData,
  });
  const change = (next: Filter) => {
    setFilter(next);
    setPage(1);
  };
  const price = (r: PriceListRow) => (
    <DealerPrice price={priceFor(r.unitPriceCents, 1, r.discountPercent, null)} part="usd" />
  );
  const columns = phone
    ? [
        {
          title: t.colProduct,
          key: 'row',
          render: (_: unknown, r: PriceListRow) => (
            <div className="prc-list-cell">
              <strong>{`${r.productName} – ${r.variantName}`}</strong>
              <span className="app-tabular">{r.stockCode}</span>
              <span>
                {price(r)} · {r.availability}
              </span>
            </div>
          ),
        },
      ]
    : [
        { title: t.colCode, dataIndex: 'stockCode', width: 200, className: 'app-tabular' },
        {
          title: t.colProduct,
          key: 'product',
          render: (_: unknown, r: PriceListRow) => `${r.productName} – ${r.variantName}`,
        },
        { title: t.colCategory, dataIndex: 'categoryName', width: 150 },
        {
          title: t.colDiscount,
          key: 'discount',
          width: 90,
          render: (_: unknown, r: PriceListRow) =>
            r.discountPercent > 0 ? `%${formatNumber(r.discountPercent, 0, 2)}` : '—',
        },
        { title: t.colPrice, key: 'price', width: 170, render: (_: unknown, r: PriceListRow) => price(r) },
        { title: t.colAvailability, dataIndex: 'availability', width: 120 },
      ];
  const options = <T extends { id: number; name: string }>(items: T[] | undefined) =>
    (items ?? []).map((i) => ({ value: i.id, label: i.name }));
  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <Card>
        <div className="prc-list-filters">
          <Select
            allowClear
            showSearch={trSelectSearch}
            placeholder={t.brand}
            aria-label={t.brand}
            value={filter.brandId}
            options={options(brands.data)}
            onChange={(brandId) => change({ ...filter, brandId, modelId: undefined })}
          />
          <Select
            allowClear
            showSearch={trSelectSearch}
            placeholder={t.model}
            aria-label={t.model}
            value={filter.modelId}
            options={options(models.data)}
            onChange={(modelId) => change({ ...filter, modelId })}
          />
          <Select
            allowClear
            showSearch={trSelectSearch}
            placeholder={t.category}
            aria-label={t.category}
            value={filter.categoryId}
            options={options(categories.data)}
            onChange={(categoryId) => change({ ...filter, categoryId })}
          />
          <ExportButtons route={priceListApi.exportMyPriceList} query={filter} fileName="fiyat-listem" />
        </div>
        <Typography.Paragraph type="secondary">{t.vatNote}</Typography.Paragraph>
        {list.isError && !list.data ? (
          <LoadError error={list.error} fallback={t.loadFailed} retry={list.refetch} />
        ) : (
          <Table<PriceListRow>
            rowKey="productVariantId"
            size="small"
            loading={list.isFetching}
            dataSource={list.data?.items}
            columns={columns}
            pagination={{
              current: page,
              pageSize,
              total: list.data?.total ?? 0,
              showSizeChanger: false,
              onChange: setPage,
              showTotal: (n) => t.total(formatNumber(n, 0)),
            }}
          />
        )}
      </Card>
    </>
  );
}
