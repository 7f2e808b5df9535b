import { type FieldError, formatInteger, formatNumber, limitsOf } from '@parca/contract';
import type { FormInstance, FormRule } from 'antd';
import type { z } from 'zod';
import { ApiError, errorMessage } from '../api/client';
import { msg } from '../messages';

const v = msg.validation;

/**
 * How many decimals a number schema accepts: the first of 1.1, 1.01, 1.001 … it refuses (0 for an integer);
 * undefined when it takes 8 and more.
 */
export function decimalsOf(schema: z.ZodType): number | undefined {
  for (let d = 0; d <= 8; d++) if (!schema.safeParse(1 + 10 ** -(d + 1)).success) return d;
  return undefined;
}

const formatLimit = (n: number, decimals = 0) =>
  Number.isInteger(n) ? formatInteger(n) : formatNumber(n, Math.max(decimals, 1));

/**
 * What is wrong with a number typed into a field of `schema`, in Turkish, or undefined when nothing is. Empty values
 * are left to the `required` rule. `label` names the field as the messages' subject (default: the schema's label).
 */
export function numberProblem(value: unknown, schema: z.ZodType, label?: string): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const { label: schemaLabel, min, max, integer } = limitsOf(schema);
  const subject = label ?? schemaLabel;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return v.required(subject);
  const decimals = decimalsOf(schema);
  if (min !== undefined && (n < min || (n === min && !schema.safeParse(n).success))) {
    // the first lower bound the value breaks, as the contract checks them ("positive" before "at least 1")
    const bound = schema.safeParse(n).error?.issues.find((i) => i.code === 'too_small');
    const lowest = bound && 'minimum' in bound ? Number(bound.minimum) : min;
    const inclusive = !bound || !('inclusive' in bound) || bound.inclusive !== false;
    if (lowest !== 0) return v.min(subject, formatLimit(lowest, decimals));
    return inclusive ? v.notNegative(subject) : v.positive(subject);
  }
  if (max !== undefined && n > max) return v.max(subject, formatLimit(max, decimals));
  if (integer && !Number.isInteger(n)) return v.integer(subject);
  const result = schema.safeParse(n);
  if (result.success) return undefined;
  // what is left after range and integer is the schema's own check: the decimals
  return decimals === undefined ? result.error.issues[0]?.message : v.decimals(decimals);
}

function textProblem(
  value: unknown,
  schema: z.ZodType,
  { subject, invalid, blankIsEmpty }: { subject: string; invalid?: string; blankIsEmpty: boolean },
): string | undefined {
  if (typeof value !== 'string' || value === '' || (blankIsEmpty && value.trim() === '')) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const { minLength, maxLength } = limitsOf(schema);
  const issue = result.error.issues[0];
  if (issue?.code === 'too_small' && minLength !== undefined) return v.minLength(subject, minLength);
  if (issue?.code === 'too_big' && maxLength !== undefined) return v.maxLength(subject, maxLength);
  return invalid ?? issue?.message;
}

export interface FieldOptions {
  /** The field as the subject of its messages, e.g. "Ürün adı" (default: the schema's label). */
  label?: string;
  /** The message for a value of the wrong form, e.g. an e-mail address (default: the contract's). */
  invalid?: string;
}

/**
 * The antd Form rules of a field, from its schema in the contract (docs/architecture.md#forms): required, the length or the
 * range, whole numbers, decimals and the schema's own checks, with Turkish messages. No form declares a limit.
 */
export function rulesFor(schema: z.ZodType, { label, invalid }: FieldOptions = {}): FormRule[] {
  const limits = limitsOf(schema);
  const subject = label ?? limits.label;
  // limitsOf tells a number field by `integer`, which it sets on numbers only
  const isNumber = limits.integer !== undefined;
  // a schema that trims refuses blank text: then blank is empty, and "required"
  const blankIsEmpty = !isNumber && !schema.safeParse(' '.repeat(limits.minLength || 1)).success;
  const problem = (value: unknown) =>
    isNumber ? numberProblem(value, schema, subject) : textProblem(value, schema, { subject, invalid, blankIsEmpty });
  return [
    // `whitespace` makes antd check the value as text: a number field's required rule must not carry it
    ...(limits.required
      ? [{ required: true, message: v.required(subject), ...(blankIsEmpty && { whitespace: true }) }]
      : []),
    {
      validator: async (_rule, value: unknown) => {
        const message = problem(value);
        if (message) throw new Error(message);
      },
    },
  ];
}

/** An Input's `maxLength` and character count, from the same schema as its rules. */
export function textLimits(schema: z.ZodType): { maxLength?: number; showCount?: boolean } {
  const { maxLength } = limitsOf(schema);
  return maxLength === undefined ? {} : { maxLength, showCount: true };
}

type FieldErrorForm = Pick<FormInstance, 'getFieldsValue' | 'setFields'>;

/** A 400 answer's `details` ({ field, message }): those naming a field the form has, and the others. */
function splitFieldErrors(form: FieldErrorForm, err: unknown) {
  if (!(err instanceof ApiError)) return { known: [], unknown: [] };
  const names = new Set(Object.keys(form.getFieldsValue(true) as object));
  const named = err.details.filter((d): d is FieldError => 'field' in d);
  return { known: named.filter((d) => names.has(d.field)), unknown: named.filter((d) => !names.has(d.field)) };
}

/** Puts a 400 answer's `details` ({ field, message }) under the matching form fields; true when any matched. */
export function applyFieldErrors(form: FieldErrorForm, err: unknown): boolean {
  const { known } = splitFieldErrors(form, err);
  // under its field the message needs no label: "Ad: …" reads "…"
  if (known.length > 0)
    form.setFields(known.map((d) => ({ name: d.field, errors: [d.message.replace(/^[^:]+:\s*/, '')] })));
  return known.length > 0;
}

/**
 * Shows a failed submit's error once, never both under a field and in a toast (issue 7): what names a field the form
 * has goes under that field — a 400's details here, a 409 that the form's own handler put under its field
 * (`shownUnderField`, see `showConflict`) — and only the rest is left for a toast. Returns the toast's text (the server's
 * message, else `fallback`), or undefined when the fields show it all.
 */
export function submitErrorToast(
  form: FieldErrorForm,
  err: unknown,
  fallback: string,
  shownUnderField = false,
): string | undefined {
  const { unknown } = splitFieldErrors(form, err);
  const placed = applyFieldErrors(form, err) || shownUnderField;
  if (!placed) return errorMessage(err, fallback);
  // a field the form lacks still needs saying; its message names it ("Stok: …")
  return unknown[0]?.message;
}

/** Puts a 409's message (a duplicate name or stock code) under `field`, only for `code` when given; true when it did. */
export function showConflict(form: Pick<FormInstance, 'setFields'>, err: unknown, field: string, code?: string) {
  if (!(err instanceof ApiError) || err.status !== 409 || (code !== undefined && err.code !== code)) return false;
  form.setFields([{ name: field, errors: [err.message] }]);
  return true;
}
