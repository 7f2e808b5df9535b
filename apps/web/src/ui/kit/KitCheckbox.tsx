import type { InputHTMLAttributes, ReactNode } from 'react';
import './kit.css';

/** A checkbox with its label, the browser's own box in the theme's colour (antd's Checkbox look, without antd). */
export function KitCheckbox({
  children,
  className,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { children: ReactNode }) {
  return (
    <label className={`kit-checkbox${className ? ` ${className}` : ''}`}>
      <input type="checkbox" className="kit-checkbox-box" {...rest} />
      <span>{children}</span>
    </label>
  );
}
