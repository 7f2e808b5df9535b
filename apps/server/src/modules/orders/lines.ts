import { ErrorCode, type LineProblem, type PricedItem, type UnavailableLine } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Conn, preparedQuery } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { imageUrlSql } from '../../lib/image-urls.ts';
import { pricedItemOf, productFitsJoin } from '../pricing/index.ts';

/** A cart or order line as the catalogue sells it now: what an order would snapshot, or why it cannot be ordered. */
export type CatalogLine = {
  productVariantId: number;
  quantity: number;
  problem: LineProblem | null;
  productId: number | null;
  productName: string | null;
  variantName: string | null;
  stockId: number | null;
  stockCode: string | null;
  unitPriceCents: number;
  available: number;
  thumbUrl: string | null;
  /** What a price rule looks at (docs/domain.md#pricing); null for a line that cannot be ordered. */
  item: PricedItem | null;
};

type Row = {
  productVariantId: number;
  found: boolean;
  active: boolean | null;
  productId: number | null;
  productName: string | null;
  variantName: string | null;
  stockId: number | null;
  stockCode: string | null;
  stockDeleted: boolean | null;
  unitPriceCents: number | null;
  available: number | null;
  thumbUrl: string | null;
  categoryId: number | null;
  seriesIds: number[] | null;
  brandIds: number[] | null;
};

/** Why a line cannot be ordered, or null: the one rule for the order and for the cart's marks. */
export const problemOf = (r: Pick<Row, 'found' | 'active' | 'stockId' | 'stockDeleted'>): LineProblem | null => {
  if (!r.found) return 'unknown';
  if (!r.active) return 'passive';
  if (r.stockId === null || r.stockDeleted) return 'no_stock';
  return null;
};

/**
 * Reads every line's product variant, product, variant, stock and picture in one statement (never one per line), in
 * the order given. Placing an order and quoting a cart both read through here, so the cart shows what the order
 * will be. No row is locked here: placing an order reads after locking the stocks (`readStockIds`).
 */
export async function readCatalogLines(
  db: Conn,
  lines: { productVariantId: number; quantity: number }[],
): Promise<CatalogLine[]> {
  if (lines.length === 0) return [];
  const ids = lines.map((l) => l.productVariantId);
  const rows = await preparedQuery<Row>(
    db,
    sql`select r.id as "productVariantId", pv.id is not null as found, p.active, p.id as "productId",
          p.name as "productName", v.name as "variantName", s.id as "stockId", s.stock_code as "stockCode",
          s.deleted_at is not null as "stockDeleted", s.price_cents as "unitPriceCents", s.quantity as available,
          ${imageUrlSql(sql`i.hash`, 'thumb')} as "thumbUrl", p.category_id as "categoryId",
          fits."seriesIds", fits."brandIds"
        from unnest(${sql.param(ids)}::int[]) with ordinality as r(id, n)
        left join product_variants pv on pv.id = r.id
        left join products p on p.id = pv.product_id
        left join variants v on v.id = pv.variant_id
        left join stocks s on s.id = pv.stock_id
        left join images i on i.id = pv.image_id
        ${productFitsJoin}
        order by r.n`,
  );
  return rows.map((r, index) => {
    const problem = problemOf(r);
    return {
      productVariantId: r.productVariantId,
      quantity: lines[index].quantity,
      problem,
      productId: r.productId,
      productName: r.productName,
      variantName: r.variantName,
      stockId: problem === null ? r.stockId : null,
      stockCode: problem === null ? r.stockCode : null,
      // What a line that cannot be ordered costs or has in stock is nobody's business (passive products are Admin only).
      unitPriceCents: problem === null ? (r.unitPriceCents ?? 0) : 0,
      available: problem === null ? (r.available ?? 0) : 0,
      thumbUrl: r.thumbUrl,
      item: problem === null ? pricedItemOf(r) : null,
    };
  });
}

/** The stocks the lines' product variants sell from, which placing an order locks before it reads the lines. */
export async function readStockIds(db: Conn, lines: { productVariantId: number }[]): Promise<number[]> {
  const rows = await preparedQuery<{ stockId: number }>(
    db,
    sql`select stock_id as "stockId" from product_variants
        where id = any(${sql.param(lines.map((l) => l.productVariantId))}::int[]) and stock_id is not null`,
  );
  return rows.map((r) => r.stockId);
}

const lineName = (l: CatalogLine) =>
  l.productName === null ? null : [l.productName, l.variantName].filter(Boolean).join(' – ');

const problemText: Record<LineProblem, string> = {
  unknown: 'artık satılmıyor',
  passive: 'satışta değil',
  no_stock: 'stoktan satılmıyor',
};

/** 422 naming every line that cannot be ordered, with typed details the cart marks its lines by. */
export function unavailableLinesError(lines: CatalogLine[]): AppError<typeof ErrorCode.LineUnavailable> {
  const details: UnavailableLine[] = lines.map((l) => ({
    productVariantId: l.productVariantId,
    problem: l.problem as LineProblem,
    name: lineName(l),
  }));
  const named = details.map((d) => `${d.name ?? `Ürün varyantı #${d.productVariantId}`} (${problemText[d.problem]})`);
  return new AppError(
    422,
    ErrorCode.LineUnavailable,
    `Bu satırlar sipariş edilemez: ${named.join(', ')}. Sepetten çıkarıp tekrar deneyin.`,
    details,
  );
}
