import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { displayName, matchesSearch } from '@parca/contract';
import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Grid, Input, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { catalogKeys } from '../api/catalog';
import { errorMessage } from '../api/client';
import { msg } from '../messages';
import { FormModal } from './FormModal';
import { rulesFor, showConflict, textLimits } from './formRules';
import { LoadError } from './LoadError';
import { PageHeader } from './PageHeader';
import { tablePaging } from './paging';
import { SearchInput } from './SearchInput';
import { FilterSelect, type LookupProps, SelectField } from './selects';
import './catalog.css';

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
  remove?: { run: (row: T) => Promise<unknown>; confirm: (row: T) => string; done: string };
  /** The table's width before it scrolls sideways (phones). */
  scrollX?: number;
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
}

type Editing<T> = { row?: T } | null;

/**
 * One admin list of named catalogue records: header with the create button, search (Turkish folding) and filters,
 * a sortable, paged table, and a create/edit dialog with the server's message on failure (409 duplicate names).
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
      // phones get icon-only buttons (named by aria-label), so the pinned column stays narrow
      width: compact ? (props.remove ? 96 : 64) : props.remove ? 190 : 110,
      render: (_: unknown, row: T) => (
        <RowActions
          row={row}
          onEdit={() => setEditing({ row })}
          remove={props.remove}
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
        scroll={{ x: props.scrollX ?? 560 }}
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
  invalidateKey,
  compact,
}: {
  row: T;
  onEdit: () => void;
  remove: CrudPageProps<T, { name: string }>['remove'];
  invalidateKey: QueryKey | undefined;
  compact: boolean;
}) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const onDelete = async () => {
    if (!remove) return;
    try {
      await remove.run(row);
      message.success(remove.done);
      await queryClient.invalidateQueries({ queryKey: invalidateKey ?? CATALOG_KEY });
    } catch (err) {
      message.error(errorMessage(err));
    }
  };
  return (
    <Space size={4}>
      <Button size="small" icon={<EditOutlined />} onClick={onEdit} aria-label={t.edit} title={t.edit}>
        {!compact && t.edit}
      </Button>
      {remove && (
        <Popconfirm
          title={remove.confirm(row)}
          okText={t.delete}
          cancelText={msg.common.cancel}
          okButtonProps={{ danger: true }}
          onConfirm={onDelete}
        >
          <Button size="small" danger icon={<DeleteOutlined />} aria-label={t.delete} title={t.delete}>
            {!compact && t.delete}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}

function EditDialog<T extends Named, V extends { name: string }>(
  props: CrudPageProps<T, V> & { row: T | undefined; chosen: number | undefined; onClose: () => void },
) {
  const { row, onClose, choice } = props;
  const { message } = App.useApp();
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
    message.success(row ? props.texts.updated : props.texts.created);
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
      onFailed={(err) => showConflict(form, err, 'name')}
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
