import { formatNumber, limitsOf, readTurkishDecimal } from '@parca/contract';
import { type FormRule, Input, type InputProps, type InputRef } from 'antd';
import type { Ref } from 'react';
import type { z } from 'zod';
import { msg } from '../messages';
import { decimalsOf, numberProblem } from './formRules';

/**
 * A number field's value as a Turkish decimal field keeps it: the text typed ("4.231,50"), or a number (a stored
 * value the form started with); empty while nothing is typed.
 */
export type DecimalValue = string | number | null | undefined;

const t = msg.validation;

/** The number in a field's value, read the Turkish way (decimal comma, dots between thousands); null when none. */
export function readDecimal(value: DecimalValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const reading = readTurkishDecimal(value ?? '');
  return 'value' in reading ? reading.value : null;
}

/**
 * What is wrong with a value typed into a field of `schema`, in Turkish, or undefined when nothing is (an empty
 * field is left to the required rule). "42.15" is refused as ambiguous: the dot separates thousands in Turkish.
 */
export function decimalProblem(value: DecimalValue, schema: z.ZodType, label?: string): string | undefined {
  const subject = label ?? limitsOf(schema).label;
  const reading = typeof value === 'number' ? { value } : readTurkishDecimal(value ?? '');
  if ('problem' in reading) {
    if (reading.problem === 'empty') return undefined;
    return reading.problem === 'ambiguous' ? t.numberAmbiguous(subject) : t.numberInvalid(subject);
  }
  return numberProblem(reading.value, schema, subject);
}

/** The antd Form rules of a Turkish decimal field: required (when the schema is) and `decimalProblem`. */
export function decimalRules(schema: z.ZodType, { label }: { label?: string } = {}): FormRule[] {
  const limits = limitsOf(schema);
  const subject = label ?? limits.label;
  return [
    {
      validator: async (_rule, value: DecimalValue) => {
        const empty = value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
        if (empty && limits.required) throw new Error(msg.validation.required(subject));
        const problem = decimalProblem(value, schema, subject);
        if (problem) throw new Error(problem);
      },
    },
  ];
}

/** A stored number as the field shows it: "24,90", "1.234,5", "42,32", "12". */
export function decimalText(value: number | null | undefined, schema: z.ZodType): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const decimals = decimalsOf(schema) ?? 4;
  return formatNumber(value, Math.min(2, decimals), decimals);
}

/**
 * A number typed the Turkish way (decimal comma, dots between thousands) into a text field: the browser's number
 * parsing never sees it, so "4.231,50" stays 4.231,50 and is read by the contract's `readTurkishDecimal`. For antd
 * Form: `value` is the text (or a number to start with), checked by `decimalRules(schema)`.
 */
export function DecimalInput({
  schema,
  value,
  onChange,
  ref,
  ...rest
}: Omit<InputProps, 'value' | 'onChange' | 'type'> & {
  /** The value's schema in the contract: shows a starting number with its decimals. */
  schema: z.ZodType;
  value?: DecimalValue;
  onChange?: (text: string) => void;
  ref?: Ref<InputRef>;
}) {
  const integer = decimalsOf(schema) === 0;
  return (
    <Input
      ref={ref}
      inputMode={integer ? 'numeric' : 'decimal'}
      autoComplete="off"
      {...rest}
      value={typeof value === 'number' ? decimalText(value, schema) : (value ?? '')}
      onChange={(e) => onChange?.(e.target.value)}
    />
  );
}
