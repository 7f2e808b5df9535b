import type { Brand } from '@parca/contract';
import { catalogKeys, createBrand, deleteBrand, getBrands, updateBrand } from '../../api/catalog';
import { countColumn, textColumn } from '../../ui/tableColumns';
import { CrudPage } from './CrudPage';
import { catalog } from './messages';

const c = catalog;

const columns = [
  textColumn<Brand>(c.name, (r) => r.name),
  countColumn<Brand>(c.seriesCount, (r) => r.seriesCount),
  countColumn<Brand>(c.modelCount, (r) => r.modelCount),
];

const save = ({ name }: { name: string }, row?: Brand) =>
  row ? updateBrand({ id: row.id, name }) : createBrand({ name });

/** A brand with series cannot be deleted. */
const remove = { run: deleteBrand, uses: (row: Brand) => row.seriesCount };
const props = { texts: c.brandsPage, queryKey: catalogKeys.brands, load: getBrands, columns, save, remove };

export default function BrandsPage() {
  return <CrudPage {...props} />;
}
