import { EditOutlined } from '@ant-design/icons';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { DecimalInput, decimalProblem, decimalText, readDecimal } from '../../ui/DecimalInput';
import { toast } from '../../ui/kit/toast';
import { products } from './messages';

/**
 * A number edited in place: the value shows as text (`display`); a click (or Enter on it) opens a field that saves
 * on Enter or when it loses focus, and closes without saving on Escape. The number is typed the Turkish way
 * ("1.234,50"). Nothing is sent while the value is unchanged or invalid; a failed save keeps the old value.
 */
export function InlineNumber({
  value,
  display,
  onSave,
  label,
  schema,
  prefix,
  width = 90,
}: {
  value: number;
  display: ReactNode;
  onSave: (value: number) => Promise<unknown>;
  /** The field's name, also the subject of its messages. */
  label: string;
  /** The value's schema in the contract: its range and decimals. */
  schema: z.ZodType;
  prefix?: string;
  width?: number;
}) {
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const draft = useRef('');
  const [text, setText] = useState('');
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
    draft.current = decimalText(value, schema);
    setText(draft.current);
    closed.current = false;
    setEditing(true);
  };

  /** Enter keeps an invalid value open for correction; leaving the field drops it. */
  const commit = async (byKeyboard: boolean) => {
    if (closed.current) return;
    const next = readDecimal(draft.current);
    if (draft.current.trim() === '' || next === value) return close(byKeyboard);
    const problem = decimalProblem(draft.current, schema, label);
    if (problem || next === null) {
      if (problem) toast.error(problem);
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
        title={products.editInPlace(label)}
      >
        <span className="stk-sr-only">{label}: </span>
        {display}
        <EditOutlined aria-hidden className="stk-inline-icon" />
      </button>
    );
  }
  return (
    <DecimalInput
      aria-label={label}
      size="small"
      autoFocus
      schema={schema}
      value={text}
      onChange={(next) => {
        draft.current = next;
        setText(next);
      }}
      onPressEnter={() => void commit(true)}
      onBlur={() => void commit(false)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') close(true);
      }}
      prefix={prefix}
      readOnly={saving}
      style={{ width }}
    />
  );
}
