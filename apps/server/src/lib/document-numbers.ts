import { type SQL, sql } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from './days.ts';

/**
 * A document number of this year in Turkey from a sequence (`SP-2026-000123`, `T-2026-000012`): at least six digits.
 * A sequence, not a counter row, so no two transactions queue on one row (docs/architecture.md#database-rules).
 */
export const yearlyNumber = (prefix: string, sequence: 'order_number_seq' | 'payment_number_seq'): SQL =>
  sql`(select ${`${prefix}-`}::text || to_char(now() at time zone ${SHOP_TIME_ZONE}, 'YYYY') || '-' ||
        lpad(n::text, greatest(6, length(n::text)), '0')
      from (select nextval(${sql.raw(`'${sequence}'`)}) as n) seq)`;
