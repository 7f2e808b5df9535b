import type { FieldError } from '@parca/contract';
import type { FormInstance, FormRule } from 'antd';
import type { z } from 'zod';
import { ApiError } from '../api/client';

/**
 * An antd Form rule from a contract zod schema (DESIGN §1 "forms"): one validation rule for both sides.
 * Empty values are left to the `required` rule; `message` replaces zod's own (Turkish) text.
 */
export function zodRule(schema: z.ZodType, message?: string): FormRule {
  return {
    validator: async (_rule, value) => {
      if (value === undefined || value === null || value === '') return;
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(message ?? result.error.issues[0]?.message);
    },
  };
}

/** Puts a 400 answer's `details` ({ field, message }) under the matching form fields; true when any matched. */
export function applyFieldErrors(form: FormInstance, err: unknown): boolean {
  if (!(err instanceof ApiError) || err.details.length === 0) return false;
  const known = new Set(Object.keys(form.getFieldsValue(true) as object));
  const fields = err.details
    .filter((d): d is FieldError => 'field' in d && known.has(d.field))
    .map((d) => ({ name: d.field, errors: [d.message.replace(/^[^:]+:\s*/, '')] }));
  if (fields.length > 0) form.setFields(fields);
  return fields.length > 0;
}
