import {
  lineFigures,
  type Order,
  type OrderEvent,
  type OrderFigures,
  type OrderLine,
  type OrderShipment,
  type OrderStatus,
  type OrderSummary,
  Role,
  sumFigures,
  trackingUrl,
} from '@parca/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Conn, preparedQuery, query } from '../../db/client.ts';
import type { AuthUser } from '../../lib/access.ts';
import { isoString } from '../../lib/days.ts';
import { notFound } from '../../lib/errors.ts';
import { imageUrlSql } from '../../lib/image-urls.ts';
import { storedTerms } from './terms.ts';

type Money = number | string;

export const orderNotFound = () => notFound('Sipariş bulunamadı.');

type SummaryRow = {
  id: number;
  orderNo: string;
  status: number;
  createdAt: Date | string;
  updatedAt: Date | string;
  note: string | null;
  adminNote: string | null;
  discountBasisPoints: number;
  kdvPercent: number;
  dolarKuru: string;
  totals: Money[];
  dealerId: number;
  dealerName: string;
  dealerCompany: string | null;
  lineCount: number;
  itemCount: number;
  /** JSON text: [unit price cents, returned quantity, discount basis points] of each line with a return. */
  returnedLines: string;
};

/**
 * Orders as lists show them, in one statement whatever the page size: `page` picks the orders (filtered, ordered,
 * limited), the dealer comes by join, and line and unit counts and the returned lines by one grouped subquery.
 */
function summaryStatement(page: SQL): SQL {
  return sql`with page as (${page})
    select o.id, o.order_no as "orderNo", o.status, o.created_at as "createdAt", o.updated_at as "updatedAt",
      o.note, o.admin_note as "adminNote", o.discount_basis_points as "discountBasisPoints",
      o.kdv_percent as "kdvPercent", o.dolar_kuru::text as "dolarKuru",
      json_build_array(o.subtotal_cents, o.discount_cents, o.kdv_cents, o.total_cents,
        o.subtotal_kurus, o.discount_kurus, o.kdv_kurus, o.total_kurus) as totals,
      u.id as "dealerId", u.name as "dealerName", u.company as "dealerCompany",
      coalesce(l.line_count, 0)::int as "lineCount", coalesce(l.item_count, 0)::int as "itemCount",
      coalesce(l.returned, '[]') as "returnedLines"
    from page o
    join users u on u.id = o.user_id
    left join (
      select order_id, count(*) as line_count, sum(quantity) as item_count,
        (json_agg(json_build_array(unit_price_cents, returned_quantity, discount_basis_points) order by id)
          filter (where returned_quantity > 0))::text as returned
      from order_lines where order_id in (select id from page) group by order_id
    ) l on l.order_id = o.id
    order by o.created_at desc, o.id desc`;
}

const figuresFrom = (t: Money[]): OrderFigures => {
  const [subtotal, discount, kdv, total, trySubtotal, tryDiscount, tryKdv, tryTotal] = t.map(Number);
  return {
    usd: { subtotal, discount, kdv, total },
    try: { subtotal: trySubtotal, discount: tryDiscount, kdv: tryKdv, total: tryTotal },
  };
};

function toSummary(r: SummaryRow): OrderSummary {
  const returned = (JSON.parse(r.returnedLines) as [number, number, number][]).map(([price, quantity, bp]) =>
    lineFigures(price, quantity, storedTerms(r, { discountBasisPoints: bp })),
  );
  return {
    id: r.id,
    orderNo: r.orderNo,
    status: r.status as OrderStatus,
    createdAt: isoString(r.createdAt),
    updatedAt: isoString(r.updatedAt),
    dealer: { id: r.dealerId, name: r.dealerName, company: r.dealerCompany },
    note: r.note,
    lineCount: r.lineCount,
    itemCount: r.itemCount,
    discountPercent: r.discountBasisPoints / 100,
    kdvPercent: r.kdvPercent,
    dolarKuru: Number(r.dolarKuru),
    totals: figuresFrom(r.totals),
    returned: sumFigures(returned),
  };
}

export async function readSummaries(db: Conn, page: SQL): Promise<OrderSummary[]> {
  const rows = await query<SummaryRow>(db, summaryStatement(page));
  return rows.map(toSummary);
}

type LineRow = Omit<OrderLine, 'figures'>;
type ShipmentRow = Omit<OrderShipment, 'trackingUrl' | 'shippedAt' | 'deliveredAt'> & {
  template: string | null;
  shippedAt: string;
  deliveredAt: string | null;
};

/** The shipment as the order answers it: the link from the carrier's template of today (a mended template mends it). */
const toShipment = (r: ShipmentRow): OrderShipment => ({
  carrierName: r.carrierName,
  trackingNo: r.trackingNo,
  trackingUrl: trackingUrl(r.template, r.trackingNo),
  packages: r.packages,
  note: r.note,
  shippedAt: isoString(r.shippedAt),
  deliveredAt: r.deliveredAt === null ? null : isoString(r.deliveredAt),
});

type EventRow = Omit<OrderEvent, 'actor' | 'at' | 'status'> & {
  status: number;
  at: Date | string;
  actorId: number | null;
  actorName: string | null;
};

/**
 * An order with its lines (each priced at the quantity the order stands at) and its history, oldest first: one
 * statement, the lines and events as JSON beside the summary.
 */
export async function readOrder(db: Conn, id: number): Promise<(Order & { ownerId: number }) | undefined> {
  const [row] = await preparedQuery<SummaryRow & { lines: string; events: string; shipment: string | null }>(
    db,
    sql`with summary as (${summaryStatement(sql`select * from orders where id = ${id}`)})
      select summary.*,
        (select coalesce(json_agg(json_build_object('id', l.id, 'productVariantId', l.product_variant_id,
            'productId', l.product_id, 'stockId', l.stock_id, 'productName', l.product_name,
            'variantName', l.variant_name, 'stockCode', l.stock_code,
            'thumbUrl', ${imageUrlSql(sql`i.hash`, 'thumb')}, 'orderedQuantity', l.ordered_quantity,
            'quantity', l.quantity, 'returnedQuantity', l.returned_quantity, 'unitPriceCents', l.unit_price_cents,
            'ruleKind', l.rule_kind, 'discountBasisPoints', l.discount_basis_points,
            'netUnitPriceCents', l.net_unit_price_cents, 'shelf', s.location)
            order by l.id), '[]')
          from order_lines l
          join stocks s on s.id = l.stock_id
          left join product_variants pv on pv.id = l.product_variant_id
          left join images i on i.id = pv.image_id
          where l.order_id = summary.id)::text as lines,
        (select coalesce(json_agg(json_build_object('kind', e.kind, 'status', e.status, 'at', e.created_at,
            'actorId', e.actor_id, 'actorName', u.name, 'note', e.note, 'orderLineId', e.order_line_id,
            'quantity', e.quantity) order by e.id), '[]')
          from order_events e left join users u on u.id = e.actor_id
          where e.order_id = summary.id)::text as events,
        (select json_build_object('carrierName', o.carrier_name, 'trackingNo', o.tracking_no,
            'template', c.tracking_url_template, 'packages', o.packages, 'note', o.ship_note,
            'shippedAt', o.shipped_at, 'deliveredAt', o.delivered_at)
          from orders o left join shipping_carriers c on c.id = o.carrier_id
          where o.id = summary.id and o.shipped_at is not null)::text as shipment
      from summary`,
  );
  if (!row) return undefined;
  const lines = JSON.parse(row.lines) as (Omit<LineRow, 'discountPercent'> & { discountBasisPoints: number })[];
  const events = JSON.parse(row.events) as EventRow[];
  return {
    ...toSummary(row),
    ownerId: row.dealerId,
    adminNote: row.adminNote,
    shipment: row.shipment === null ? null : toShipment(JSON.parse(row.shipment)),
    lines: lines.map(({ discountBasisPoints, ...l }) => ({
      ...l,
      discountPercent: discountBasisPoints / 100,
      figures: lineFigures(l.unitPriceCents, l.quantity, storedTerms(row, { discountBasisPoints })),
    })),
    history: events.map((e) => ({
      kind: e.kind,
      status: e.status as OrderStatus,
      at: isoString(e.at),
      actor: e.actorId === null ? null : { id: e.actorId, name: e.actorName ?? '' },
      note: e.note,
      orderLineId: e.orderLineId,
      quantity: e.quantity,
    })),
  };
}

/** Whether the user may see an order: its dealer or an Admin. Anyone else is told it does not exist. */
export const maySee = (user: Pick<AuthUser, 'id' | 'role'>, ownerId: number) =>
  user.role === Role.Admin || user.id === ownerId;

/** `GET /orders/{id}`: the owner or an Admin; others 404 (an order's existence is nobody else's business). */
export async function getOrder(db: Conn, id: number, user: Pick<AuthUser, 'id' | 'role'>): Promise<Order> {
  const order = await readOrder(db, id);
  if (!order || !maySee(user, order.ownerId)) throw orderNotFound();
  return withoutOwner(order, user.role === Role.Admin);
}

/** The answer without the server's own field; the shelves only for an admin (where stock sits is not the dealer's). */
export function withoutOwner({ ownerId: _, ...order }: Order & { ownerId: number }, shelves: boolean): Order {
  return shelves ? order : { ...order, lines: order.lines.map((l) => ({ ...l, shelf: null })) };
}

/** The order as a write answers it, read in the write's transaction: an admin's write answers with the shelves. */
export async function orderAnswer(db: Conn, id: number, shelves: boolean): Promise<Order> {
  const order = await readOrder(db, id);
  if (!order) throw orderNotFound();
  return withoutOwner(order, shelves);
}
