import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { kitClass } from './classes';
import './kit.css';

/**
 * A button drawn like antd's default, primary and text buttons on the theme's variables, without antd's component
 * (see QuantityInput for why): for what a long list draws once per row, and the shell's top bar.
 */
export function KitButton({
  primary = false,
  quiet = false,
  icon,
  children,
  className,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  primary?: boolean;
  /** No border or background until hovered (antd's type="text"): the top bar's icons. */
  quiet?: boolean;
  icon?: ReactNode;
}) {
  const look = primary ? 'kit-button kit-button-primary' : quiet ? 'kit-button kit-button-quiet' : 'kit-button';
  return (
    <button type="button" {...rest} className={kitClass(look, className)}>
      {icon && <span className="kit-button-icon">{icon}</span>}
      {children !== undefined && <span>{children}</span>}
    </button>
  );
}
