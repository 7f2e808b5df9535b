import { z } from 'zod';
import { labelled } from './fields.ts';
import { cleanName, hasHiddenCharacter, hasLoneSurrogate, SEARCH_TEXT_MAX } from './text.ts';

/** The largest PostgreSQL `integer`: every id column, so a larger id is a 400, not a database error. */
export const INT4_MAX = 2_147_483_647;
export const dbId = z.number().int().positive().max(INT4_MAX);
/**
 * An id in a path or query string: decimal digits only, 1…2147483647. `Number()` would also read "0x10", "1e3" and
 * " 1", so the text is checked before it becomes a number.
 */
export const queryId = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, { message: 'Pozitif bir tam sayı olmalıdır' })
  .transform(Number)
  .pipe(z.number().max(INT4_MAX, { message: `En fazla ${INT4_MAX} olabilir` }));
export const id = labelled('Kimlik', dbId);
export const idParam = z.object({ id: labelled('Kimlik', queryId) });

const references = {
  brandId: 'Marka',
  seriesId: 'Seri',
  modelId: 'Model',
  categoryId: 'Kategori',
  variantId: 'Varyant',
  productId: 'Ürün',
  stockId: 'Stok',
  productVariantId: 'Ürün varyantı',
} as const;
type Reference = keyof typeof references;
const labelEach = <T extends z.ZodType>(schema: T) =>
  Object.fromEntries(Object.entries(references).map(([key, label]) => [key, labelled(label, schema)])) as Record<
    Reference,
    T
  >;
/** Ids that refer to another record, labelled with what they name ("Marka"), in bodies and in query strings. */
export const refs = labelEach(dbId);
export const queryRefs = labelEach(queryId);
export const idResponse = z.object({ id: z.number().int() });

export const pageQuery = z.object({
  page: labelled('Sayfa', z.coerce.number().int().min(1)).default(1),
  pageSize: labelled('Sayfa boyutu', z.coerce.number().int().min(1).max(200)).default(20),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const paged = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });
export type Paged<T> = { items: T[]; total: number };

/**
 * Any text the API takes, the start of every text field: a lone UTF-16 surrogate (see `hasLoneSurrogate`) is refused
 * with a 400 naming the field before any other check reads the text.
 */
export const wellFormedText = () =>
  z.string().refine((s) => !hasLoneSurrogate(s), { message: 'Geçersiz karakter içeriyor', abort: true });

/**
 * Text that is stored or searched: PostgreSQL's text type cannot hold the NUL character (the database would answer
 * with an error, a 500), so it is refused here with a 400 naming the field.
 */
export const text = () =>
  wellFormedText().refine((s) => !s.includes('\u0000'), { message: 'Geçersiz karakter (NUL) içeremez' });

/** The longest display name (brands, series, models, categories, variants, products). */
export const NAME_MAX = 120;
/**
 * A name people read (brands … products, a user's name): composed (NFC), white space folded and trimmed, no control
 * or invisible characters (a lone zero-width space is no name). Uniqueness compares `nameKey` on the server.
 */
export const nameText = (min: number, max: number) =>
  wellFormedText()
    .refine((s) => !hasHiddenCharacter(s), { message: 'Görünmeyen ya da denetim karakteri içeremez' })
    .overwrite(cleanName)
    .min(min)
    .max(max);
/** A display name: 1–120 characters. */
export const displayName = labelled('Ad', nameText(1, NAME_MAX));
/** A search box's text. */
export const searchText = labelled('Arama', text().trim().max(SEARCH_TEXT_MAX));

/** A table file's format: CSV (UTF-8 with BOM, `;`, decimal commas: Turkish Excel opens it as it is) or .xlsx. */
export const fileFormat = labelled('Dosya biçimi', z.enum(['csv', 'xlsx'])).default('csv');

/** A money amount as people type it has at most 2 decimals (it is stored in cents): `.refine(...centsPrecision)`. */
export const centsPrecision = [
  (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6,
  { message: 'En fazla 2 ondalık basamak olabilir' },
] as const;

/** Timestamps travel as ISO 8601 strings. */
export const isoDate = z.string();

/** The calendar days the panel takes: a wider range is a typo, and PostgreSQL refuses year 0 outright. */
export const FIRST_DAY = '1900-01-01';
export const LAST_DAY = '2999-12-31';

/** A calendar day as `YYYY-MM-DD` (Turkey's calendar: date ranges, a payment's day), 1900–2999. */
export const calendarDay = (label: string) =>
  labelled(
    label,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'YYYY-AA-GG biçiminde bir tarih olmalıdır', abort: true })
      .refine(
        (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
        { message: 'Geçerli bir tarih olmalıdır', abort: true },
      )
      .refine((s) => s >= FIRST_DAY && s <= LAST_DAY, { message: '1900 ile 2999 yılları arasında olmalıdır' }),
  );

/**
 * `.superRefine(eachVariantOnce)` on a list of lines (an order's, a cart's): a product variant named twice is a 400
 * naming the later line's field (`lines.3.productVariantId`), so the person sees which line to merge.
 */
export function eachVariantOnce(lines: { productVariantId: number }[], ctx: z.RefinementCtx): void {
  const seen = new Set<number>();
  lines.forEach((line, index) => {
    if (seen.has(line.productVariantId)) {
      ctx.addIssue({
        code: 'custom',
        path: [index, 'productVariantId'],
        message: 'Aynı ürün varyantı birden fazla satırda olamaz',
      });
    }
    seen.add(line.productVariantId);
  });
}
