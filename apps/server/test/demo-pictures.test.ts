/** The demo's pictures (issue 22): one small WebP per (category, brand), drawn at seed time, on every variant. */
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database, query } from '../src/db/client.ts';
import { seedDemoCatalog } from '../src/seed/demo-catalog.ts';
import {
  ALL_BRANDS,
  demoPictureKeys,
  drawDemoPictures,
  pictureKey,
  seedDemoPictures,
} from '../src/seed/demo-pictures.ts';
import { describeEachDatabase, openTestDatabase } from './helpers.ts';

const drawn = drawDemoPictures();

describeEachDatabase('demo pictures', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(target);
    await seedDemoCatalog(database.db, { productsPerModel: 3 });
    await seedDemoPictures(database.db, drawn);
  }, 240_000);
  afterAll(() => database?.close());

  it('gives every product variant a picture, one per (category, brand), not one per variant', async () => {
    const [counts] = await query<{ variants: number; without: number; pictures: number }>(
      database.db,
      sql`select count(*)::int as variants, count(*) filter (where image_id is null)::int as without,
            count(distinct image_id)::int as pictures from product_variants`,
    );
    expect(counts.without).toBe(0);
    expect(counts.pictures).toBeLessThanOrEqual(demoPictureKeys().length);
    expect(counts.pictures).toBeLessThan(counts.variants / 5);
  });

  it("shows the part of the product's category, for its brand or for all brands", async () => {
    const pictures = await drawn;
    const hashOf = async (name: string) =>
      (
        await query<{ hash: string }>(
          database.db,
          sql`select i.hash from products p join product_variants pv on pv.product_id = p.id
              join images i on i.id = pv.image_id where p.name = ${name} limit 1`,
        )
      )[0]?.hash;
    expect(await hashOf('iPhone 13 Pro Ekran (LCD/OLED) Komple')).toBe(
      pictures.get(pictureKey('Ekran', 'Apple'))?.hash,
    );
    expect(await hashOf('Samsung Galaxy S23 Batarya')).toBe(pictures.get(pictureKey('Batarya', 'Samsung'))?.hash);
    const [allBrands] = await query<{ name: string; category: string }>(
      database.db,
      sql`select p.name, c.name as category from products p join categories c on c.id = p.category_id
          where p.id in (select product_id from product_models pm join models m on m.id = pm.model_id
                         join series s on s.id = m.series_id group by product_id having count(distinct s.brand_id) > 1)
          limit 1`,
    );
    expect(await hashOf(allBrands.name)).toBe(pictures.get(pictureKey(allBrands.category, ALL_BRANDS))?.hash);
  });

  it('stores small WebP pictures: 480 px large, 240 px thumbnail', async () => {
    const [row] = await query<{ large: Uint8Array; thumb: Uint8Array }>(
      database.db,
      sql`select large, thumb from images limit 1`,
    );
    expect(await sharp(Buffer.from(row.large)).metadata()).toMatchObject({ format: 'webp', width: 480, height: 480 });
    expect(await sharp(Buffer.from(row.thumb)).metadata()).toMatchObject({ format: 'webp', width: 240, height: 240 });
    expect(row.large.byteLength).toBeLessThan(30_000);
  });
});
