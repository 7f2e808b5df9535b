import { Form, Select, type SelectProps } from 'antd';
import { msg } from '../messages';
import { LoadError } from './LoadError';
import { type LookupQuery, lookupState } from './lookupState';
import { trSelectSearch } from './selectSearch';

type Option = NonNullable<SelectProps['options']>[number];

/** The Select props that show how its options' request went. */
export type LookupProps = Pick<SelectProps, 'loading' | 'status' | 'notFoundContent'>;

/**
 * Props for a select whose options come from `query`: `loading` while it loads; when it failed, the error status
 * and, instead of an empty list, the server's message (else `fallback`) with "Tekrar dene".
 */
export function lookupProps(query: LookupQuery, fallback: string = msg.crud.loadFailed): LookupProps {
  const state = lookupState(query);
  if (state.status !== 'error') return state;
  return { ...state, notFoundContent: <LoadError error={query.error} fallback={fallback} retry={query.refetch} /> };
}

/** A list filter above a table: clearable, searchable with Turkish folding. */
export function FilterSelect<V extends string | number>({
  label,
  placeholder,
  options,
  value,
  onChange,
  disabled,
  lookup,
}: {
  /** Accessible name, e.g. "Markaya göre filtrele". */
  label: string;
  placeholder: string;
  options: Option[];
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  disabled?: boolean;
  /** When the options come from a request: see `lookupProps`. */
  lookup?: LookupProps;
}) {
  return (
    <Select<V>
      allowClear
      showSearch={trSelectSearch}
      aria-label={label}
      placeholder={placeholder}
      options={options}
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
      disabled={disabled}
      className="app-toolbar-filter"
      popupMatchSelectWidth={false}
      {...lookup}
    />
  );
}

/** A required choice inside a dialog's form ("Marka", "Seri", "Grup"). */
export function SelectField({
  name,
  label,
  required,
  options,
  placeholder,
  lookup,
}: {
  name: string;
  label: string;
  /** The message when nothing is chosen. */
  required: string;
  options: Option[];
  placeholder?: string;
  /** When the options come from a request: see `lookupProps`. */
  lookup?: LookupProps;
}) {
  return (
    <Form.Item name={name} label={label} rules={[{ required: true, message: required }]}>
      <Select showSearch={trSelectSearch} options={options} placeholder={placeholder} {...lookup} />
    </Form.Item>
  );
}
