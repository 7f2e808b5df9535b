import type { InputHTMLAttributes, ReactNode } from 'react';
import { kitClass } from './classes';
import './kit.css';

/** A checkbox with its label, the browser's own box in the theme's colour (antd's Checkbox look, without antd). */
export function KitCheckbox({
  children,
  className,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { children: ReactNode }) {
  return (
    <label className={kitClass('kit-checkbox', className)}>
      <input type="checkbox" className="kit-checkbox-box" {...rest} />
      <span>{children}</span>
    </label>
  );
}
