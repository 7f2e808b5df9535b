import { z } from 'zod';

/** The largest PostgreSQL `integer`: every id column, so a larger id is a 400, not a database error. */
export const INT4_MAX = 2_147_483_647;
export const dbId = z.number().int().positive().max(INT4_MAX);
export const idParam = z.object({ id: z.coerce.number().int().positive().max(INT4_MAX) });
export const idResponse = z.object({ id: z.number().int() });

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const paged = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });
export type Paged<T> = { items: T[]; total: number };

/**
 * Text that is stored or searched: PostgreSQL's text type cannot hold the NUL character (the database would answer
 * with an error, a 500), so it is refused here with a 400 naming the field.
 */
export const text = () =>
  z.string().refine((s) => !s.includes('\u0000'), { message: 'Geçersiz karakter (NUL) içeremez' });

/** Timestamps travel as ISO 8601 strings. */
export const isoDate = z.string();
