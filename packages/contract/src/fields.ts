import { z } from 'zod';
import './zod-setup.ts';

/**
 * Field labels and limits live on the schemas (zod metadata): the server names the field of a 400 with its label,
 * and the web forms take their labels and rules from the same schema. One declaration, both sides.
 */
export function labelled<T extends z.ZodType>(label: string, schema: T): T {
  return schema.meta({ title: label });
}

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
};
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;
const wrappers = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The label of this schema, looking through optional/default/pipe wrappers. */
export function labelOfSchema(schema: z.ZodType | undefined): string | undefined {
  let current = schema;
  for (let depth = 0; current && depth < 8; depth++) {
    const title = z.globalRegistry.get(current)?.title;
    if (title) return title;
    const def = defOf(current);
    current = wrappers.has(def.type) ? def.innerType : def.type === 'pipe' ? def.in : undefined;
  }
  return undefined;
}

/** The schema of an object field, an array element or what a wrapper holds; undefined past what it can follow. */
function child(schema: z.ZodType, key: PropertyKey): z.ZodType | undefined {
  const def = defOf(schema);
  if (wrappers.has(def.type)) return def.innerType && child(def.innerType, key);
  if (def.type === 'pipe') return def.in && child(def.in, key);
  if (def.type === 'object') return def.shape?.[String(key)];
  if (def.type === 'array') return def.element;
  return undefined;
}

/**
 * The Turkish label of the field at `path` in a request schema ("stock.quantity" → "Miktar"): the nearest labelled
 * schema along the path, so an item of a labelled list is named by the list.
 */
export function labelAt(schema: z.ZodType | undefined, path: readonly PropertyKey[]): string {
  let label = labelOfSchema(schema);
  let current = schema;
  for (const key of path) {
    const intoList = typeof key === 'number' || /^\d+$/.test(String(key));
    current = current && child(current, key);
    if (!intoList) label = labelOfSchema(current) ?? label;
  }
  return label ?? 'İstek';
}

/** What a form needs to know of a field: its label, whether it is required, and its limits. */
export type FieldLimits = {
  label: string;
  required: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  integer?: boolean;
};

/** The schema inside optional/nullable/default wrappers. */
function unwrapped(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let depth = 0; depth < 8; depth++) {
    const def = defOf(current);
    if (!wrappers.has(def.type) || !def.innerType) break;
    current = def.innerType;
  }
  return current;
}

/** An integer schema's implied safe-integer bounds are no limit a person should read. */
const finite = (n: number | null) => (n !== null && Math.abs(n) < Number.MAX_SAFE_INTEGER ? n : undefined);

export function limitsOf(schema: z.ZodType): FieldLimits {
  const limits: FieldLimits = { label: labelOfSchema(schema) ?? '', required: !schema.safeParse(undefined).success };
  let current: z.ZodType | undefined = schema;
  for (let depth = 0; current && depth < 8; depth++) {
    if (current instanceof z.ZodString) {
      limits.minLength = current.minLength ?? undefined;
      limits.maxLength = current.maxLength ?? undefined;
      break;
    }
    if (current instanceof z.ZodNumber) {
      limits.min = finite(current.minValue);
      limits.max = finite(current.maxValue);
      limits.integer = current.isInt;
      break;
    }
    const def = defOf(current);
    if (def.type !== 'pipe') {
      current = wrappers.has(def.type) ? def.innerType : undefined;
      continue;
    }
    // A transform-then-check pipe (the stock code, an optional field whose blank means null) keeps its limits on
    // the output side.
    const out = def.out && unwrapped(def.out);
    current = out instanceof z.ZodString || out instanceof z.ZodNumber ? out : def.in;
  }
  return limits;
}
