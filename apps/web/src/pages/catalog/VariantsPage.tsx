import type { Variant } from '@parca/contract';
import { catalogKeys, createVariant, deleteVariant, getVariants, updateVariant } from '../../api/catalog';
import { countColumn, textColumn } from '../../ui/tableColumns';
import { CrudPage } from './CrudPage';
import { catalog } from './messages';

const c = catalog;

const columns = [textColumn<Variant>(c.name, (r) => r.name), countColumn<Variant>(c.usage, (r) => r.usageCount)];

const save = ({ name }: { name: string }, row?: Variant) =>
  row ? updateVariant({ id: row.id, name }) : createVariant({ name });

/** A variant that product variants use cannot be deleted. */
const remove = { run: deleteVariant, uses: (row: Variant) => row.usageCount };
const props = { texts: c.variantsPage, queryKey: catalogKeys.variants, load: getVariants, columns, save, remove };

export default function VariantsPage() {
  return <CrudPage {...props} />;
}
