import { type Category, CategoryType, categoryTypeNames } from '@parca/contract';
import { Tag } from 'antd';
import { catalogKeys, createCategory, deleteCategory, getCategories, updateCategory } from '../../api/catalog';
import { countColumn, textColumn } from '../../ui/tableColumns';
import { CrudPage } from './CrudPage';
import { catalog } from './messages';

const c = catalog;

type Values = { name: string; type: CategoryType };

/** Tag colours of the three groups, the same on every page. */
export const categoryTypeColors: Record<CategoryType, string> = {
  [CategoryType.YedekParca]: 'processing',
  [CategoryType.Aksesuar]: 'purple',
  [CategoryType.Hirdavat]: 'gold',
};

const groupOptions = Object.values(CategoryType).map((type) => ({ value: type, label: categoryTypeNames[type] }));

const columns = [
  textColumn<Category>(c.name, (r) => r.name),
  {
    ...textColumn<Category>(c.group, (r) => categoryTypeNames[r.type], {
      render: (r) => <Tag color={categoryTypeColors[r.type]}>{categoryTypeNames[r.type]}</Tag>,
    }),
    sorter: (a: Category, b: Category) => a.type - b.type,
  },
  countColumn<Category>(c.productCount, (r) => r.productCount),
];

const save = (values: Values, row?: Category) =>
  row ? updateCategory({ ...values, id: row.id }) : createCategory(values);

/** A category with products (passive ones too) cannot be deleted. */
const remove = { run: deleteCategory, uses: (row: Category) => row.productCount };

const group = {
  name: 'type',
  label: c.group,
  required: c.groupRequired,
  filterLabel: c.filterGroup,
  filterPlaceholder: c.allGroups,
  options: groupOptions,
  afterName: true,
};

export default function CategoriesPage() {
  return (
    <CrudPage<Category, Values>
      texts={c.categoriesPage}
      queryKey={catalogKeys.categories}
      load={getCategories}
      columns={columns}
      choice={group}
      remove={remove}
      save={save}
      scrollX={640}
    />
  );
}
