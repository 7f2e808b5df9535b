import type { Variant } from '@parca/contract';
import { catalogKeys, createVariant, getVariants, updateVariant } from '../../api/catalog';
import { msg } from '../../messages';
import { CrudPage } from '../../ui/CrudPage';
import { countColumn, textColumn } from '../../ui/tableColumns';

const c = msg.catalog;

const columns = [textColumn<Variant>(c.name, (r) => r.name), countColumn<Variant>(c.usage, (r) => r.usageCount)];

const save = ({ name }: { name: string }, row?: Variant) =>
  row ? updateVariant({ id: row.id, name }) : createVariant({ name });

export default function VariantsPage() {
  return (
    <CrudPage texts={c.variantsPage} queryKey={catalogKeys.variants} load={getVariants} columns={columns} save={save} />
  );
}
