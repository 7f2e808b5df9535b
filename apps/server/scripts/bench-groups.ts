/**
 * The bench's price rules (issue 22): 5 price groups with rules at every level and 50 own rules spread over the
 * dealers, every dealer in a group. The model page is the same cached page whoever asks (the browser applies the
 * dealer's rules, docs/architecture.md#caching-of-model-pages), and each order is priced by them.
 */
import { Role } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Db, query } from '../src/db/client.ts';

export const PRICE_GROUPS = 5;
export const DEALER_RULES = 50;

export async function seedPriceGroups(db: Db): Promise<void> {
  const ids = async (table: string, limit: number) =>
    (await query<{ id: number }>(db, sql`select id from ${sql.identifier(table)} order by id limit ${limit}`)).map(
      (r) => r.id,
    );
  const [brands, series, categories, products] = [
    await ids('brands', PRICE_GROUPS),
    await ids('series', PRICE_GROUPS),
    await ids('categories', PRICE_GROUPS * 2),
    await ids('products', DEALER_RULES),
  ];
  const at = <T>(list: T[], i: number) => list[i % list.length];
  const groups = Array.from({ length: PRICE_GROUPS }, (_, g) => ({
    name: `Bench grubu ${g + 1}`,
    rules: [
      { target: 'all', targetId: null, discountPercent: 2 + g },
      { target: 'brand', targetId: at(brands, g), discountPercent: 4 + g },
      { target: 'series', targetId: at(series, g), discountPercent: 6 + g },
      { target: 'category', targetId: at(categories, 2 * g), discountPercent: 8 + g },
      { target: 'category', targetId: at(categories, 2 * g + 1), discountPercent: 9.5 + g },
    ],
  }));
  const made = await query<{ id: number }>(
    db,
    sql`insert into price_groups (name, name_folded, rules)
        select g->>'name', lower(g->>'name'), g->'rules' from jsonb_array_elements(${JSON.stringify(groups)}::jsonb) g
        returning id`,
  );
  const dealers = (
    await query<{ id: number }>(db, sql`select id from users where role <> ${Role.Admin} order by id`)
  ).map((r) => r.id);
  // Every dealer in a group; the 50 own rules (a product's price, a category's) dealt out over the dealers.
  const own = new Map<number, { target: string; targetId: number }[]>();
  for (let r = 0; r < DEALER_RULES; r++) {
    const dealer = at(dealers, r);
    const rule =
      r % 2 === 0
        ? { target: 'product', targetId: at(products, r), discountPercent: 15 }
        : { target: 'category', targetId: at(categories, r), discountPercent: 11 };
    const list = own.get(dealer) ?? [];
    // One rule per target, as the contract allows.
    if (!list.some((x) => x.target === rule.target && x.targetId === rule.targetId)) list.push(rule);
    own.set(dealer, list);
  }
  const rows = dealers.map((id, i) => ({ id, group: at(made, i).id, rules: own.get(id) ?? [] }));
  await db.execute(sql`update users u set price_group_id = (r->>'group')::int, price_rules = r->'rules'
    from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) r where u.id = (r->>'id')::int`);
}
