import type { Series } from '@parca/contract';
import { catalogKeys, createSeries, deleteSeries, getSeries, updateSeries } from '../../api/catalog';
import { lookupProps } from '../../ui/selects';
import { countColumn, textColumn } from '../../ui/tableColumns';
import { CrudPage } from './CrudPage';
import { useBrands } from './catalogLookups';
import { brandOptions } from './catalogOptions';
import { catalog } from './messages';

const c = catalog;

type Values = { name: string; brandId: number };

const columns = [
  textColumn<Series>(c.name, (r) => r.name),
  textColumn<Series>(c.brand, (r) => r.brandName),
  countColumn<Series>(c.modelCount, (r) => r.modelCount),
];

const save = (values: Values, row?: Series) => (row ? updateSeries({ ...values, id: row.id }) : createSeries(values));

/** A series with models cannot be deleted. */
const remove = { run: deleteSeries, uses: (row: Series) => row.modelCount };

export default function SeriesPage() {
  const brands = useBrands();
  const brand = {
    name: 'brandId',
    label: c.brand,
    required: c.brandRequired,
    filterLabel: c.filterBrand,
    filterPlaceholder: c.allBrands,
    options: brandOptions(brands.data),
    lookup: lookupProps(brands),
  };
  return (
    <CrudPage<Series, Values>
      texts={c.seriesPage}
      queryKey={catalogKeys.series}
      load={() => getSeries()}
      columns={columns}
      searchText={(r) => [r.name, r.brandName]}
      choice={brand}
      save={save}
      remove={remove}
    />
  );
}
