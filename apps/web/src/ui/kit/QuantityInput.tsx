import { type KeyboardEvent, useState } from 'react';
import './kit.css';

/**
 * A whole-number field (a quantity) drawn like antd's InputNumber on the theme's variables, without it: a model page
 * draws one per variant row, and each InputNumber mounts with its own style hooks, which made a search key on a phone
 * slower (docs/benchmarks.md § The rows of the model page). A spinbutton to assistive technology, as antd's is;
 * ↑ and ↓ step by one; what is typed keeps digits only and goes to `onChange` at once, held to `min`…`max`; an empty
 * field shows `value` again when left.
 */
export function QuantityInput({
  value,
  min = 1,
  max,
  onChange,
  onEnter,
  disabled,
  invalid,
  className,
  ...aria
}: {
  value: number;
  min?: number;
  max: number;
  onChange: (value: number) => void;
  /** Enter, with the figure the field shows. */
  onEnter?: (value: number) => void;
  disabled?: boolean;
  invalid?: boolean;
  className?: string;
  'aria-label': string;
  'aria-describedby'?: string;
}) {
  // what is typed while the field is empty or being edited; null shows `value`
  const [typed, setTyped] = useState<string | null>(null);
  const clamp = (n: number) => Math.min(max, Math.max(min, n));

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      e.preventDefault();
      setTyped(null);
      onChange(clamp(value + (e.key === 'ArrowUp' ? 1 : -1)));
    } else if (e.key === 'Enter' && onEnter) {
      // the figure the field shows: its last keystroke may not have reached `value` yet
      const shown = Number(e.currentTarget.value);
      setTyped(null);
      onEnter(shown > 0 ? clamp(shown) : value);
    }
  };

  return (
    <span
      className={`kit-input${invalid ? ' kit-input-invalid' : ''}${disabled ? ' kit-input-disabled' : ''} ${className ?? ''}`}
    >
      <input
        type="text"
        role="spinbutton"
        inputMode="numeric"
        autoComplete="off"
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-invalid={invalid || undefined}
        {...aria}
        disabled={disabled}
        value={typed ?? String(value)}
        onChange={(e) => {
          const digits = e.target.value.replace(/\D/g, '').replace(/^0+/, '');
          if (!digits) return setTyped('');
          const n = clamp(Number(digits));
          setTyped(String(n));
          onChange(n);
        }}
        onBlur={() => setTyped(null)}
        onKeyDown={onKeyDown}
      />
    </span>
  );
}
