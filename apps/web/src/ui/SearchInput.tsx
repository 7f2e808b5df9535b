import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { SEARCH_TEXT_MAX } from '@parca/contract';
import { type InputHTMLAttributes, useRef } from 'react';
import { msg } from '../messages';
import { kitClass } from './kit/classes';
import './kit/kit.css';

/** What a search box may add to its input: keys and the attributes of a combobox over a result list. */
type ComboboxProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'onKeyDown' | 'role' | 'aria-autocomplete' | 'aria-controls' | 'aria-expanded' | 'aria-activedescendant'
>;

/**
 * A search box: magnifier, clear button, the placeholder doubling as its accessible name unless `label` is given.
 * Drawn by the kit like antd's Input with `prefix` and `allowClear`, so home and the model page load no antd.
 */
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
  const input = useRef<HTMLInputElement>(null);
  return (
    <span className={kitClass(large ? 'kit-input kit-search kit-input-large' : 'kit-input kit-search', className)}>
      <SearchOutlined className="kit-search-icon" aria-hidden="true" />
      <input
        ref={input}
        type="text"
        placeholder={placeholder}
        aria-label={label}
        // the server's limit for a search (longer text would be refused with a 400)
        maxLength={SEARCH_TEXT_MAX}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...combobox}
      />
      <button
        type="button"
        className="kit-search-clear"
        aria-label={msg.crud.clearSearch}
        // a mouse press would take the focus from the field; the click puts it back there anyway
        tabIndex={-1}
        hidden={!value}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => {
          onChange('');
          input.current?.focus();
        }}
      >
        <CloseCircleFilled />
      </button>
    </span>
  );
}
