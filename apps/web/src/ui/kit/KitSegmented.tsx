import { type ReactNode, useId } from 'react';
import { kitClass } from './classes';
import './kit.css';

/**
 * One of a few views, side by side (antd's Segmented look): radio buttons in a labelled group, so arrows move between
 * them and a screen reader says which is chosen.
 */
export function KitSegmented<V extends string>({
  value,
  options,
  onChange,
  label,
  className,
}: {
  value: V;
  options: readonly { value: V; label: string; icon?: ReactNode }[];
  onChange: (value: V) => void;
  /** The group's accessible name. */
  label: string;
  className?: string;
}) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={kitClass('kit-segmented', className)}>
      {options.map((o) => (
        <label key={o.value} className="kit-segmented-item">
          <input
            type="radio"
            className="kit-segmented-input"
            name={name}
            value={o.value}
            checked={o.value === value}
            onChange={() => onChange(o.value)}
          />
          <span className="kit-segmented-label">
            {o.icon}
            {o.label}
          </span>
        </label>
      ))}
    </div>
  );
}
