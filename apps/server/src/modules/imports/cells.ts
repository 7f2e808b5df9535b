import {
  DESCRIPTION_MAX,
  displayName,
  type FileImportKind,
  IMPORT_MAX_ERRORS,
  type ImportLineError,
  importHeader,
  MODEL_LIST_SEPARATOR,
  nameKey,
  queryId,
  readTurkishDecimal,
  stockCode,
  text,
} from '@parca/contract';
import type { z } from 'zod';

/** A product description as a cell holds it. */
export const descriptionCell = text().trim().max(DESCRIPTION_MAX);

/** A data line of an import file: its line number and its cells by the contract's column key. */
export type TableRow = { line: number; cells: Record<string, string> };

/** A line's values once no cell of it failed. */
export type Defined<T> = { [K in keyof T]: Exclude<T[K], undefined> };

/** Every bad line of an import, in line order when listed; a line may have several. */
export class LineErrors {
  private readonly errors: ImportLineError[] = [];
  private readonly lines = new Set<number>();

  add(line: number, column: string | null, message: string) {
    this.errors.push({ line, column, message });
    this.lines.add(line);
  }
  /** A copy to add to, this one unchanged (a transaction run again checks from the same start). */
  copy(): LineErrors {
    const copy = new LineErrors();
    for (const e of this.errors) copy.add(e.line, e.column, e.message);
    return copy;
  }
  has(line: number): boolean {
    return this.lines.has(line);
  }
  get failedLines(): number {
    return this.lines.size;
  }
  get count(): number {
    return this.errors.length;
  }
  /** The first IMPORT_MAX_ERRORS, in line order, and how many more there were. */
  listed(): { errors: ImportLineError[]; moreErrors: number } {
    const sorted = [...this.errors].sort((a, b) => a.line - b.line);
    return { errors: sorted.slice(0, IMPORT_MAX_ERRORS), moreErrors: Math.max(0, sorted.length - IMPORT_MAX_ERRORS) };
  }
}

const decimalProblems = {
  empty: 'Boş bırakılamaz',
  invalid: 'Bir sayı olmalıdır',
  ambiguous: 'Ondalık ayırıcı olarak virgül kullanın (ör. 12,50; binlik ayırıcı nokta: 1.250)',
} as const;

type Parsed = { ok: true; value: unknown } | { ok: false; message: string };

/**
 * The contract's schemas applied to cell texts, once per distinct text and schema: a file repeats its brands, series,
 * categories, variants and prices on every line, and a schema's parse costs far more than a look-up (a 20,000-line
 * file allocated 85 MB in zod before this cache).
 */
export class CellParser {
  private readonly texts = new Map<z.ZodType, Map<string, Parsed>>();
  private readonly decimals = new Map<z.ZodType, Map<string, Parsed>>();

  private static cached(
    store: Map<z.ZodType, Map<string, Parsed>>,
    schema: z.ZodType,
    text: string,
    parse: () => Parsed,
  ) {
    let bySchema = store.get(schema);
    if (!bySchema) {
      bySchema = new Map();
      store.set(schema, bySchema);
    }
    let parsed = bySchema.get(text);
    if (!parsed) {
      parsed = parse();
      bySchema.set(text, parsed);
    }
    return parsed;
  }

  private static check(schema: z.ZodType, value: unknown): Parsed {
    const parsed = schema.safeParse(value);
    return parsed.success
      ? { ok: true, value: parsed.data }
      : { ok: false, message: parsed.error.issues[0]?.message ?? 'Geçersiz değer' };
  }

  /** The text checked by the schema. */
  text(schema: z.ZodType, text: string): Parsed {
    return CellParser.cached(this.texts, schema, text, () => CellParser.check(schema, text));
  }

  /** A number written the Turkish way ("12,50", "1.250"), then checked by the schema (cents, bounds). */
  decimal(schema: z.ZodType, text: string): Parsed {
    return CellParser.cached(this.decimals, schema, text, () => {
      const reading = readTurkishDecimal(text);
      return 'value' in reading
        ? CellParser.check(schema, reading.value)
        : { ok: false, message: decimalProblems[reading.problem] };
    });
  }
}

/**
 * Reads one line's cells with the contract's own schemas (a stock code is normalised, a name cleaned, a price checked
 * for cents), adding a Turkish error under the column's header for each bad cell. A reader answers undefined for a
 * bad cell, so the line's other cells are still checked and every problem of the file is listed at once.
 */
export class CellReader {
  constructor(
    private readonly kind: FileImportKind,
    private readonly row: TableRow,
    readonly errors: LineErrors,
    private readonly parser: CellParser,
  ) {}

  get line(): number {
    return this.row.line;
  }
  /** Some cell of the line (or the line itself) has an error. */
  get failed(): boolean {
    return this.errors.has(this.row.line);
  }
  /** The cell's text ('' when empty or when the file has no such column). */
  text(key: string): string {
    return this.row.cells[key] ?? '';
  }
  /** The cell is not empty. */
  has(key: string): boolean {
    return this.text(key) !== '';
  }
  fail(key: string, message: string): undefined {
    this.errors.add(this.row.line, importHeader(this.kind, key), message);
    return undefined;
  }
  private value<T>(key: string, parsed: Parsed): T | undefined {
    return parsed.ok ? (parsed.value as T) : this.fail(key, parsed.message);
  }
  parse<T>(key: string, schema: z.ZodType<T>): T | undefined {
    return this.value(key, this.parser.text(schema, this.text(key)));
  }
  name(key: string): string | undefined {
    return this.parse(key, displayName);
  }
  stockCode(key: string): string | undefined {
    return this.parse(key, stockCode);
  }
  id(key: string): number | undefined {
    return this.parse(key, queryId);
  }
  /** A number written the Turkish way ("12,50", "1.250"), then checked by the schema (cents, bounds). */
  number<T>(key: string, schema: z.ZodType<T>): T | undefined {
    return this.value(key, this.parser.decimal(schema, this.text(key)));
  }
  /** An optional number: an empty cell is `fallback`. */
  numberOr<T>(key: string, schema: z.ZodType<T>, fallback: T): T | undefined {
    return this.has(key) ? this.number(key, schema) : fallback;
  }
  /** `|`-separated names, each a valid name; the same name twice counts once. */
  names(key: string): string[] | undefined {
    const parts = this.text(key)
      .split(MODEL_LIST_SEPARATOR)
      .map((p) => p.trim())
      .filter(Boolean);
    if (parts.length === 0) return this.fail(key, 'Boş bırakılamaz');
    const names = new Map<string, string>();
    for (const part of parts) {
      const parsed = this.parser.text(displayName, part);
      if (!parsed.ok) return this.fail(key, `"${part}": ${parsed.message}`);
      const name = parsed.value as string;
      if (!names.has(nameKey(name))) names.set(nameKey(name), name);
    }
    return [...names.values()];
  }
}
