import { DownOutlined } from '@ant-design/icons';
import type { SelectHTMLAttributes } from 'react';
import { kitClass } from './classes';
import './kit.css';

/**
 * A choice among a few fixed options: the browser's own select (its list is the phone's native picker, and its
 * keyboard is the platform's), drawn like antd's Select on the theme's variables. For the dealer's first screens,
 * where antd's Select (with its virtual list) cost more to load than it gave.
 */
export function KitSelect<V extends string>({
  value,
  options,
  onValueChange,
  className,
  ...rest
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & {
  value: V;
  options: readonly { value: V; label: string }[];
  onValueChange: (value: V) => void;
}) {
  return (
    <span className={kitClass('kit-select', className)}>
      <select {...rest} value={value} onChange={(e) => onValueChange(e.target.value as V)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <DownOutlined className="kit-select-arrow" aria-hidden />
    </span>
  );
}
