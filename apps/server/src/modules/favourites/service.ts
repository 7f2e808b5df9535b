import type { FavouriteModel } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { notFound } from '../../lib/errors.ts';
import { dealerSees } from '../catalog/index.ts';

const modelNotFound = () => notFound('Model bulunamadı.');

/**
 * A person's favourite models with brand, series and the products a dealer sees under each (as the browse tree
 * counts them), in Turkish order of brand, series and model.
 */
export function listFavouriteModels(db: Db, userId: number): Promise<FavouriteModel[]> {
  return query<FavouriteModel>(
    db,
    sql`select m.id, m.name, s.name as "seriesName", b.name as "brandName",
          (select count(*)::int from product_models pm join products p on p.id = pm.product_id
            where pm.model_id = m.id and ${dealerSees(sql`p`)}) as "productCount"
        from favourite_models f
        join models m on m.id = f.model_id
        join series s on s.id = m.series_id
        join brands b on b.id = s.brand_id
        where f.user_id = ${userId}
        order by b.name_sort, s.name_sort, m.name_sort, m.id`,
  );
}

/**
 * Stars a model; starring it again changes nothing. One statement: it finds the model and inserts in one go, so an
 * unknown model is a 404 and a model deleted at the same moment (the foreign key refuses) is one too.
 */
export async function addFavouriteModel(db: Db, userId: number, modelId: number): Promise<void> {
  try {
    const [row] = await query<{ found: boolean }>(
      db,
      sql`with model as (select id from models where id = ${modelId}),
            added as (insert into favourite_models (user_id, model_id) select ${userId}, id from model
              on conflict do nothing)
          select exists(select 1 from model) as found`,
    );
    if (!row?.found) throw modelNotFound();
  } catch (err) {
    throw isForeignKeyViolation(err) ? modelNotFound() : err;
  }
}

/** Takes the star off; a model that was not starred (or no longer exists) is no error. */
export async function removeFavouriteModel(db: Db, userId: number, modelId: number): Promise<void> {
  await db.execute(sql`delete from favourite_models where user_id = ${userId} and model_id = ${modelId}`);
}
