import type { Dashboard } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client.ts';
import { dealerSees } from '../catalog/index.ts';

type Count = { id: number; name: string; parentId: number; productCount: number };

/**
 * The browse tree brand → series → model with the number of products a dealer sees under each (active, with at least
 * one variant: what the model page shows). A product that fits two models of a series counts once for the series.
 * Three grouped queries, assembled here.
 */
export async function browseTree(db: Db): Promise<Dashboard> {
  const activeFits = sql`product_models pm join products p on p.id = pm.product_id and ${dealerSees(sql`p`)}`;
  const [brandRows, seriesRows, modelRows] = await Promise.all([
    query<Omit<Count, 'parentId'>>(
      db,
      sql`select b.id, b.name, count(distinct p.id)::int as "productCount"
          from brands b
          left join series s on s.brand_id = b.id
          left join models m on m.series_id = s.id
          left join (${activeFits}) on pm.model_id = m.id
          group by b.id order by b.name_sort`,
    ),
    query<Count>(
      db,
      sql`select s.id, s.name, s.brand_id as "parentId", count(distinct p.id)::int as "productCount"
          from series s
          left join models m on m.series_id = s.id
          left join (${activeFits}) on pm.model_id = m.id
          group by s.id order by s.name_sort`,
    ),
    query<Count>(
      db,
      sql`select m.id, m.name, m.series_id as "parentId", count(p.id)::int as "productCount"
          from models m
          left join (${activeFits}) on pm.model_id = m.id
          group by m.id order by m.name_sort`,
    ),
  ]);
  const modelsBySeries = groupBy(modelRows);
  const seriesByBrand = groupBy(seriesRows);
  return {
    brands: brandRows.map((b) => ({
      ...b,
      series: (seriesByBrand.get(b.id) ?? []).map(({ parentId: _, ...s }) => ({
        ...s,
        models: (modelsBySeries.get(s.id) ?? []).map(({ parentId: __, ...m }) => m),
      })),
    })),
  };
}

function groupBy(rows: Count[]): Map<number, Count[]> {
  const map = new Map<number, Count[]>();
  for (const row of rows) {
    const list = map.get(row.parentId);
    if (list) list.push(row);
    else map.set(row.parentId, [row]);
  }
  return map;
}
