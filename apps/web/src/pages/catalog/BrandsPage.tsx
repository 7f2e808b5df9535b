import type { Brand } from '@parca/contract';
import { catalogKeys, createBrand, getBrands, updateBrand } from '../../api/catalog';
import { msg } from '../../messages';
import { CrudPage } from '../../ui/CrudPage';
import { countColumn, textColumn } from '../../ui/tableColumns';

const c = msg.catalog;

const columns = [
  textColumn<Brand>(c.name, (r) => r.name),
  countColumn<Brand>(c.seriesCount, (r) => r.seriesCount),
  countColumn<Brand>(c.modelCount, (r) => r.modelCount),
];

const save = ({ name }: { name: string }, row?: Brand) =>
  row ? updateBrand({ id: row.id, name }) : createBrand({ name });

export default function BrandsPage() {
  return <CrudPage texts={c.brandsPage} queryKey={catalogKeys.brands} load={getBrands} columns={columns} save={save} />;
}
