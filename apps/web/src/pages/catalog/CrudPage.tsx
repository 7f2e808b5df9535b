import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { displayName, ErrorCode, formatInteger, matchesSearch } from '@parca/contract';
import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Grid, Input, Popconfirm, Space, Table, type TableColumnsType, Tooltip } from 'antd';
import { type CSSProperties, type ReactNode, useId, useMemo, useState } from 'react';
import { catalogKeys } from '../../api/catalog';
import { errorMessage } from '../../api/client';
import { msg } from '../../messages';
import { FormModal } from '../../ui/FormModal';
import { rulesFor, showConflict, textLimits } from '../../ui/formRules';
import { toast } from '../../ui/kit/toast';
import { LoadError } from '../../ui/LoadError';
import { PageHeader } from '../../ui/PageHeader';
import { tablePaging } from '../../ui/paging';
import { SearchInput } from '../../ui/SearchInput';
import { FilterSelect, type LookupProps, SelectField } from '../../ui/selects';
import '../../ui/catalog.css';

const t = msg.crud;
const CATALOG_KEY = catalogKeys.all;
const PAGE_SIZES = [10, 20, 50, 100];

interface Named {
  id: number;
  name: string;
}

export interface CrudPageProps<T extends Named, V extends { name: string }> {
  texts: CrudTexts;
  /** The list's query; every write invalidates `invalidateKey` (default `['catalog']`: counts change elsewhere too). */
  queryKey: QueryKey;
  invalidateKey?: QueryKey;
  load: () => Promise<T[]>;
  /** The table's columns; the edit/delete column is added here. */
  columns: TableColumnsType<T>;
  /** The texts the search box looks in (default: the name). */
  searchText?: (row: T) => (string | null | undefined)[];
  /** Filter controls shown beside the search box, and the predicate they make. */
  filters?: ReactNode;
  filter?: (row: T) => boolean;
  /** Form items shown before the name in the dialog. */
  fields?: ReactNode;
  /** A required choice besides the name, with its own filter above the table. */
  choice?: Choice;
  /** The dialog's values when editing a row (default: the name and the choice) and when creating one. */
  toValues?: (row: T) => Partial<V>;
  newValues?: Partial<V>;
  save: (values: V, row: T | undefined) => Promise<unknown>;
  remove?: Remove<T>;
  /** The table's width before it scrolls sideways (tablets; on phones the columns take their content's width). */
  scrollX?: number;
}

/**
 * Deleting a row: "Sil" with a confirmation. While `uses(row)` > 0 (records that still need it: a brand's series, a
 * category's products …) "Sil" is disabled and its tooltip says why, with the count (the server refuses it too).
 */
export interface Remove<T> {
  run: (id: number) => Promise<unknown>;
  uses: (row: T) => number;
}

/**
 * A record's required pick among a few options (a series' brand, a category's group), stored in its field `name`
 * on both the row and the form: a filter above the table, and a select in the dialog (preset to the filter).
 */
export interface Choice {
  name: string;
  label: string;
  /** The message when nothing is chosen. */
  required: string;
  filterLabel: string;
  filterPlaceholder: string;
  options: { value: number; label: string }[];
  /** When the options come from a request (a series' brands): see `lookupProps`. */
  lookup?: LookupProps;
  /** In the dialog after the name (default: before). */
  afterName?: boolean;
}

const fieldOf = (row: object, name: string) => (row as Record<string, unknown>)[name];

/** The page's own words (from its area's messages). */
export interface CrudTexts {
  title: string;
  subtitle?: string;
  /** The create button and the create dialog's title, e.g. "Yeni Marka". */
  create: string;
  /** The edit dialog's title. */
  edit: string;
  /** The search box's placeholder and accessible name. */
  search: string;
  created: string;
  updated: string;
  /** The delete's question, e.g. '"Apple" markası silinsin mi?', and its toast. */
  deleteConfirm: (name: string) => string;
  deleted: string;
  /** Why a row in use cannot be deleted; `n` is how many records use it (tr-TR). */
  inUse: (n: string) => string;
}

type Editing<T> = { row?: T } | null;

/**
 * One admin list of named catalogue records: header with the create button, search (Turkish folding) and filters,
 * a sortable, paged table, a create/edit dialog with the server's message on failure shown once (a 409 duplicate
 * name under the name field), and "Sil" when the page gives `remove`.
 */
export function CrudPage<T extends Named, V extends { name: string }>(props: CrudPageProps<T, V>) {
  const { queryKey, filter, searchText, texts, choice } = props;
  const list = useQuery({ queryKey, queryFn: props.load });
  const [search, setSearch] = useState('');
  const [page, setPage] = useState({ current: 1, pageSize: 20 });
  const [editing, setEditing] = useState<Editing<T>>(null);
  const [chosen, setChosen] = useState<number>();
  const compact = !Grid.useBreakpoint().sm;

  const rows = useMemo(() => {
    const match = matchesSearch(search);
    return (list.data ?? []).filter(
      (row) =>
        (!filter || filter(row)) &&
        (!choice || chosen === undefined || fieldOf(row, choice.name) === chosen) &&
        match(...(searchText ? searchText(row) : [row.name])),
    );
  }, [list.data, search, filter, searchText, choice, chosen]);

  const columns: TableColumnsType<T> = [
    ...props.columns,
    {
      title: t.actions,
      key: 'actions',
      align: 'right',
      fixed: 'right',
      // phones get icon-only buttons (named by aria-label), so the pinned column stays narrow: as wide as its title
      width: compact ? 96 : props.remove ? 190 : 110,
      render: (_: unknown, row: T) => (
        <RowActions
          row={row}
          onEdit={() => setEditing({ row })}
          remove={props.remove}
          texts={texts}
          compact={compact}
          invalidateKey={props.invalidateKey}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={texts.title}
        subtitle={texts.subtitle}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {texts.create}
          </Button>
        }
      />
      {list.isError && (
        <LoadError error={list.error} fallback={t.loadFailed} retry={list.refetch} style={{ marginBottom: 16 }} />
      )}
      <div className="app-toolbar">
        <SearchInput
          placeholder={texts.search}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage((p) => ({ ...p, current: 1 }));
          }}
          className="app-toolbar-search"
        />
        {choice && (
          <FilterSelect
            label={choice.filterLabel}
            placeholder={choice.filterPlaceholder}
            options={choice.options}
            value={chosen}
            onChange={setChosen}
            lookup={choice.lookup}
          />
        )}
        {props.filters}
      </div>
      <Table<T>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={list.isLoading}
        // phones: columns as wide as their content, so more of them fit before the table scrolls sideways
        scroll={{ x: compact ? 'max-content' : (props.scrollX ?? 560) }}
        onChange={(pagination) => setPage({ current: pagination.current ?? 1, pageSize: pagination.pageSize ?? 20 })}
        pagination={{ ...tablePaging(page.current, page.pageSize, rows.length, PAGE_SIZES), hideOnSinglePage: false }}
      />
      {editing && <EditDialog {...props} row={editing.row} chosen={chosen} onClose={() => setEditing(null)} />}
    </>
  );
}

function RowActions<T extends Named>({
  row,
  onEdit,
  remove,
  texts,
  invalidateKey,
  compact,
}: {
  row: T;
  onEdit: () => void;
  remove: Remove<T> | undefined;
  texts: CrudTexts;
  invalidateKey: QueryKey | undefined;
  compact: boolean;
}) {
  return (
    <Space size={4}>
      <Button size="small" icon={<EditOutlined />} onClick={onEdit} aria-label={t.edit} title={t.edit}>
        {!compact && t.edit}
      </Button>
      {remove && (
        <DeleteAction row={row} remove={remove} texts={texts} invalidateKey={invalidateKey} compact={compact} />
      )}
    </Space>
  );
}

const hidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

/**
 * "Sil" with a confirmation. A row in use gets a disabled "Sil" whose tooltip says why: a disabled button fires no
 * pointer events, so the tooltip sits on a wrapper that hover, a tap or the keyboard's focus reaches, and the reason
 * is the button's description for screen readers. A refusal the list did not know of yet (someone added a use
 * meanwhile: 409) is the server's message in one toast; either way the catalogue is read again.
 */
function DeleteAction<T extends Named>({
  row,
  remove,
  texts,
  invalidateKey,
  compact,
}: {
  row: T;
  remove: Remove<T>;
  texts: CrudTexts;
  invalidateKey: QueryKey | undefined;
  compact: boolean;
}) {
  const queryClient = useQueryClient();
  const reasonId = useId();
  const uses = remove.uses(row);
  const reason = uses > 0 ? texts.inUse(formatInteger(uses)) : undefined;
  const onDelete = async () => {
    try {
      await remove.run(row.id);
      toast.success(texts.deleted);
    } catch (err) {
      toast.error(errorMessage(err));
    }
    await queryClient.invalidateQueries({ queryKey: invalidateKey ?? CATALOG_KEY });
  };
  const label = !compact && t.delete;

  if (reason) {
    return (
      <Tooltip title={reason} trigger={['hover', 'focus']}>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the keyboard's way to the disabled button's reason */}
        <span tabIndex={0} style={{ display: 'inline-block', cursor: 'not-allowed' }}>
          <Button
            size="small"
            danger
            disabled
            icon={<DeleteOutlined />}
            aria-label={t.delete}
            aria-describedby={reasonId}
            style={{ pointerEvents: 'none' }}
          >
            {label}
          </Button>
          <span id={reasonId} style={hidden}>
            {reason}
          </span>
        </span>
      </Tooltip>
    );
  }
  return (
    <Popconfirm
      title={texts.deleteConfirm(row.name)}
      okText={t.delete}
      cancelText={msg.common.cancel}
      okButtonProps={{ danger: true }}
      onConfirm={onDelete}
    >
      <Button size="small" danger icon={<DeleteOutlined />} aria-label={t.delete} title={t.delete}>
        {label}
      </Button>
    </Popconfirm>
  );
}

function EditDialog<T extends Named, V extends { name: string }>(
  props: CrudPageProps<T, V> & { row: T | undefined; chosen: number | undefined; onClose: () => void },
) {
  const { row, onClose, choice } = props;
  const queryClient = useQueryClient();
  const [form] = Form.useForm<V>();
  const initialValues = row
    ? (props.toValues?.(row) ?? { name: row.name, ...(choice && { [choice.name]: fieldOf(row, choice.name) }) })
    : { ...(choice && { [choice.name]: props.chosen }), ...props.newValues };
  const choiceField = choice && (
    <SelectField
      name={choice.name}
      label={choice.label}
      required={choice.required}
      options={choice.options}
      lookup={choice.lookup}
    />
  );

  const onSubmit = async (values: V) => {
    await props.save({ ...values, name: values.name.trim() }, row);
    toast.success(row ? props.texts.updated : props.texts.created);
    await queryClient.invalidateQueries({ queryKey: props.invalidateKey ?? CATALOG_KEY });
    onClose();
  };

  return (
    <FormModal<V>
      open
      title={row ? props.texts.edit : props.texts.create}
      form={form}
      initialValues={initialValues as Partial<V>}
      onSubmit={onSubmit}
      onClose={onClose}
      failMessage={msg.errors.generic}
      // a taken name goes under the name field, and only there
      onFailed={(err) => showConflict(form, err, 'name', ErrorCode.Duplicate)}
    >
      {props.fields}
      {!choice?.afterName && choiceField}
      <Form.Item name="name" label={t.name} rules={rulesFor(displayName)}>
        <Input autoFocus autoComplete="off" {...textLimits(displayName)} />
      </Form.Item>
      {choice?.afterName && choiceField}
    </FormModal>
  );
}
