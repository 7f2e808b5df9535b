import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { kitClass } from './classes';
import './kit.css';

/**
 * A button drawn like antd's default and primary buttons on the theme's variables, without antd's component (see
 * QuantityInput for why): for what a long list draws once per row.
 */
export function KitButton({
  primary = false,
  icon,
  children,
  className,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { primary?: boolean; icon?: ReactNode }) {
  return (
    <button
      type="button"
      {...rest}
      className={kitClass(primary ? 'kit-button kit-button-primary' : 'kit-button', className)}
    >
      {icon && <span className="kit-button-icon">{icon}</span>}
      {children !== undefined && <span>{children}</span>}
    </button>
  );
}
