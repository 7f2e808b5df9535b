import { type SQL, sql } from 'drizzle-orm';

/**
 * What a dealer sees of the catalogue (docs/domain.md#roles-and-who-sees-what): an active product with at least one variant (a product without
 * one has nothing to order). The model page, the browse tree and the models' product counts all use this one
 * condition on a products row (`p` names it in the statement).
 */
export const dealerSees = (p: SQL) =>
  sql`(${p}.active and exists(select 1 from product_variants dv where dv.product_id = ${p}.id))`;
