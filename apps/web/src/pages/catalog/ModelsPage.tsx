import type { Model } from '@parca/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { catalogKeys, createModel, deleteModel, getModels, updateModel } from '../../api/catalog';
import { paths } from '../../paths';
import { FilterSelect, lookupProps, SelectField } from '../../ui/selects';
import { countColumn, textColumn } from '../../ui/tableColumns';
import { CrudPage } from './CrudPage';
import { useBrands, useSeriesList } from './catalogLookups';
import { brandOptions, seriesByBrandOptions, seriesOptions } from './catalogOptions';
import { catalog } from './messages';

const c = catalog;

type Values = { name: string; seriesId: number };

// The model's own name first: on a phone it is the column that fits without scrolling.
const columns = [
  textColumn<Model>(c.name, (r) => r.name, {
    render: (r) => <Link to={paths.adminModel(r.id)}>{r.name}</Link>,
  }),
  textColumn<Model>(c.series, (r) => r.seriesName),
  textColumn<Model>(c.brand, (r) => r.brandName),
  countColumn<Model>(c.productCount, (r) => r.productCount),
];

const save = (values: Values, row?: Model) => (row ? updateModel({ ...values, id: row.id }) : createModel(values));

/** A model that products fit (passive ones too) cannot be deleted. */
const remove = { run: deleteModel, uses: (row: Model) => row.productCount };

export default function ModelsPage() {
  const brands = useBrands();
  const series = useSeriesList();
  const seriesLookup = lookupProps(series);
  const [brandId, setBrandId] = useState<number>();
  const [seriesId, setSeriesId] = useState<number>();

  const filter = seriesId
    ? (r: Model) => r.seriesId === seriesId
    : brandId
      ? (r: Model) => r.brandId === brandId
      : undefined;

  return (
    <CrudPage<Model, Values>
      texts={c.modelsPage}
      queryKey={catalogKeys.models}
      load={() => getModels()}
      columns={columns}
      searchText={(r) => [r.name, r.seriesName, r.brandName]}
      filters={
        <>
          <FilterSelect
            label={c.filterBrand}
            placeholder={c.allBrands}
            options={brandOptions(brands.data)}
            lookup={lookupProps(brands)}
            value={brandId}
            onChange={(v) => {
              setBrandId(v);
              setSeriesId(undefined);
            }}
          />
          <FilterSelect
            label={c.filterSeries}
            placeholder={c.allSeries}
            options={seriesOptions(series.data, brandId)}
            lookup={seriesLookup}
            value={seriesId}
            onChange={setSeriesId}
          />
        </>
      }
      filter={filter}
      fields={
        <SelectField
          name="seriesId"
          label={c.series}
          required={c.seriesRequired}
          options={seriesByBrandOptions(series.data)}
          lookup={seriesLookup}
        />
      }
      toValues={(r) => ({ name: r.name, seriesId: r.seriesId })}
      newValues={{ seriesId }}
      save={save}
      remove={remove}
      scrollX={720}
    />
  );
}
