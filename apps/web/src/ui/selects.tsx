import { Form, Select, type SelectProps } from 'antd';
import { trSelectSearch } from './tableColumns';

type Option = NonNullable<SelectProps['options']>[number];

/** A list filter above a table: clearable, searchable with Turkish folding. */
export function FilterSelect<V extends string | number>({
  label,
  placeholder,
  options,
  value,
  onChange,
  disabled,
}: {
  /** Accessible name, e.g. "Markaya göre filtrele". */
  label: string;
  placeholder: string;
  options: Option[];
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  disabled?: boolean;
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
}: {
  name: string;
  label: string;
  /** The message when nothing is chosen. */
  required: string;
  options: Option[];
  placeholder?: string;
}) {
  return (
    <Form.Item name={name} label={label} rules={[{ required: true, message: required }]}>
      <Select showSearch={trSelectSearch} options={options} placeholder={placeholder} />
    </Form.Item>
  );
}
