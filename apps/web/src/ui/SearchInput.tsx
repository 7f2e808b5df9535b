import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';

/** A search box: magnifier, clear button, the placeholder doubling as its accessible name unless `label` is given. */
export function SearchInput({
  value,
  onChange,
  placeholder,
  label = placeholder,
  large,
  className,
}: {
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
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className={className}
    />
  );
}
