import { SearchOutlined } from '@ant-design/icons';
import { SEARCH_TEXT_MAX } from '@parca/contract';
import { Input, type InputProps } from 'antd';

/** What a search box may add to its input: keys and the attributes of a combobox over a result list. */
type ComboboxProps = Pick<
  InputProps,
  'onKeyDown' | 'role' | 'aria-autocomplete' | 'aria-controls' | 'aria-expanded' | 'aria-activedescendant'
>;

/** A search box: magnifier, clear button, the placeholder doubling as its accessible name unless `label` is given. */
export function SearchInput({
  value,
  onChange,
  placeholder,
  label = placeholder,
  large,
  className,
  ...combobox
}: ComboboxProps & {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label?: string;
  large?: boolean;
  className?: string;
}) {
  return (
    <Input
      allowClear
      size={large ? 'large' : undefined}
      prefix={<SearchOutlined />}
      placeholder={placeholder}
      aria-label={label}
      // the server's limit for a search (longer text would be refused with a 400)
      maxLength={SEARCH_TEXT_MAX}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className={className}
      {...combobox}
    />
  );
}
