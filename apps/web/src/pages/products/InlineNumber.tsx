import { EditOutlined } from '@ant-design/icons';
import { App, InputNumber } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { msg } from '../../messages';
import { numberProblem } from '../stocks/stockLogic';

/**
 * A number edited in place: the value shows as text (`display`); a click (or Enter on it) opens a field that saves
 * on Enter or when it loses focus, and closes without saving on Escape. Nothing is sent while the value is
 * unchanged or invalid; a failed save keeps the old value.
 */
export function InlineNumber({
  value,
  display,
  onSave,
  label,
  max,
  integer = false,
  prefix,
  width = 90,
}: {
  value: number;
  display: ReactNode;
  onSave: (value: number) => Promise<unknown>;
  label: string;
  max: number;
  integer?: boolean;
  prefix?: string;
  width?: number;
}) {
  const { message } = App.useApp();
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const draft = useRef<number | null>(value);
  const closed = useRef(false);
  /** Closed from the keyboard: focus goes back to the value. */
  const refocus = useRef(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!editing && refocus.current) {
      refocus.current = false;
      button.current?.focus();
    }
  }, [editing]);

  const close = (byKeyboard: boolean) => {
    closed.current = true;
    refocus.current = byKeyboard;
    setEditing(false);
  };

  const open = () => {
    draft.current = value;
    closed.current = false;
    setEditing(true);
  };

  /** Enter keeps an invalid value open for correction; leaving the field drops it. */
  const commit = async (byKeyboard: boolean) => {
    if (closed.current) return;
    const next = draft.current;
    if (next === null || next === value) return close(byKeyboard);
    const problem = numberProblem(next, { label, max, integer });
    if (problem) {
      message.error(problem);
      if (!byKeyboard) close(false);
      return;
    }
    closed.current = true;
    setSaving(true);
    try {
      await onSave(next);
    } catch {
      // onSave showed the server's message; the old value stays
    } finally {
      setSaving(false);
      close(byKeyboard);
    }
  };

  if (!editing) {
    return (
      <button
        ref={button}
        type="button"
        className="stk-inline-value"
        onClick={open}
        title={msg.products.editInPlace(label)}
      >
        <span className="stk-sr-only">{label}: </span>
        {display}
        <EditOutlined aria-hidden className="stk-inline-icon" />
      </button>
    );
  }
  return (
    <InputNumber<number>
      aria-label={label}
      size="small"
      autoFocus
      defaultValue={value}
      onChange={(next) => {
        draft.current = next;
      }}
      onPressEnter={() => void commit(true)}
      onBlur={() => void commit(false)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') close(true);
      }}
      precision={integer ? 0 : 2}
      decimalSeparator={integer ? undefined : ','}
      step={integer ? 1 : 0.01}
      inputMode={integer ? 'numeric' : 'decimal'}
      prefix={prefix}
      readOnly={saving}
      style={{ width }}
    />
  );
}
