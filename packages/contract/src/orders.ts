import { z } from 'zod';
import {
  calendarDay,
  eachVariantOnce,
  fileFormat,
  dbId as id,
  idParam,
  isoDate,
  paged,
  pageQuery,
  queryId,
  refs,
  searchText,
  text,
} from './common.ts';
import { unavailableLine } from './errors.ts';
import { labelled } from './fields.ts';
import { idempotentWriteHeaders } from './idempotency.ts';
import {
  MAX_ORDER_LINE_QUANTITY,
  MAX_ORDER_LINES,
  ORDER_NOTE_MAX,
  type OrderStatus,
  orderStatusValues,
} from './order-status.ts';
import { appliedRuleKind } from './price-groups.ts';
import { defineArea } from './route.ts';

export * from './order-status.ts';

export const orderStatus = z.union(orderStatusValues.map((s) => z.literal(s)) as [z.ZodLiteral<OrderStatus>]);

/** `orderStatus=1` in a query string: one of the six statuses, as text. */
export const orderStatusQuery = labelled(
  'Sipariş durumu',
  z
    .enum(['1', '2', '3', '4', '5', '6'], { message: 'Geçerli bir sipariş durumu olmalıdır (1–6)' })
    .transform((s) => Number(s) as OrderStatus),
);

export const orderQuantity = labelled('Adet', z.number().int().min(1).max(MAX_ORDER_LINE_QUANTITY));
export const orderNote = labelled('Sipariş notu', text().trim().max(ORDER_NOTE_MAX));
/** Why an order is declined or a product returned: required, shown to the dealer. */
export const orderReason = labelled('Neden', text().trim().min(1).max(ORDER_NOTE_MAX));
export const adminNote = labelled('Yönetici notu', text().trim().max(ORDER_NOTE_MAX));

export const orderLineInput = z.object({ productVariantId: refs.productVariantId, quantity: orderQuantity });
export type OrderLineInput = z.infer<typeof orderLineInput>;

/** The lines of a cart or an order: 1–500, each product variant once. */
const orderLineList = labelled(
  'Sipariş satırları',
  z
    .array(orderLineInput)
    .min(1, { message: 'En az bir satır olmalıdır' })
    .max(MAX_ORDER_LINES)
    .superRefine(eachVariantOnce),
);

export const orderCreate = z.object({ lines: orderLineList, note: orderNote.optional() });
export type OrderCreate = z.infer<typeof orderCreate>;

/** Subtotal, discount, KDV and total of a line or an order, in integer cents (USD) and kuruş (TRY). */
export const moneyFigures = z.object({
  subtotal: z.number().int(),
  discount: z.number().int(),
  kdv: z.number().int(),
  total: z.number().int(),
});
export const orderFigures = z.object({ usd: moneyFigures, try: moneyFigures });

/** What an order line snapshots when it is placed, and what became of it. */
export const orderLine = z.object({
  id,
  /** Null once the product variant was deleted from the catalogue; the snapshot stays. */
  productVariantId: id.nullable(),
  productId: id.nullable(),
  stockId: id,
  productName: z.string(),
  variantName: z.string(),
  stockCode: z.string(),
  /** The variant's picture today, if it still has one. */
  thumbUrl: z.string().nullable(),
  /** What the dealer asked for. */
  orderedQuantity: z.number().int(),
  /** What the order stands at: the ordered quantity, lowered at confirmation. */
  quantity: z.number().int(),
  returnedQuantity: z.number().int(),
  /** The list price, the price rule that applied (its level and discount) and the net unit price, at placing. */
  unitPriceCents: z.number().int(),
  ruleKind: appliedRuleKind,
  discountPercent: z.number(),
  netUnitPriceCents: z.number().int(),
  figures: orderFigures,
  /** The stock's shelf today, for the pick list: admins only (null for dealers, and when not told). */
  shelf: z.string().nullable(),
});
export type OrderLine = z.infer<typeof orderLine>;

export const orderEventKind = z.enum([
  'placed',
  'confirmed',
  'declined',
  'cancelled',
  'returned',
  'shipped',
  'delivered',
]);
export type OrderEventKind = z.infer<typeof orderEventKind>;
/** The order's history: who did what, when, with which note; a return names its line and quantity. */
export const orderEvent = z.object({
  kind: orderEventKind,
  status: orderStatus,
  at: isoDate,
  actor: z.object({ id, name: z.string() }).nullable(),
  note: z.string().nullable(),
  orderLineId: id.nullable(),
  quantity: z.number().int().nullable(),
});
export type OrderEvent = z.infer<typeof orderEvent>;

export const orderSummary = z.object({
  id,
  /** `SP-2026-000123`. */
  orderNo: z.string(),
  status: orderStatus,
  createdAt: isoDate,
  updatedAt: isoDate,
  dealer: z.object({ id, name: z.string(), company: z.string().nullable() }),
  note: z.string().nullable(),
  lineCount: z.number().int(),
  /** Units the order stands at. */
  itemCount: z.number().int(),
  /** The dealer's discount, the KDV rate and the dollar rate the order was priced with. */
  discountPercent: z.number(),
  kdvPercent: z.number().int(),
  dolarKuru: z.number(),
  totals: orderFigures,
  /** What was returned, at the order's prices (the dealer's credit). */
  returned: orderFigures,
});
export type OrderSummary = z.infer<typeof orderSummary>;

/** How a shipped order left: the carrier's name as shipped, its tracking number and link (when the carrier has one). */
export const orderShipment = z.object({
  carrierName: z.string(),
  trackingNo: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  packages: z.number().int(),
  note: z.string().nullable(),
  shippedAt: isoDate,
  deliveredAt: isoDate.nullable(),
});
export type OrderShipment = z.infer<typeof orderShipment>;

export const order = orderSummary.extend({
  adminNote: z.string().nullable(),
  /** Null until the order is shipped. */
  shipment: orderShipment.nullable(),
  lines: z.array(orderLine),
  history: z.array(orderEvent),
});
export type Order = z.infer<typeof order>;
export const orderList = paged(orderSummary);
export type OrderList = z.infer<typeof orderList>;

export const myOrdersQuery = pageQuery.extend({ orderStatus: orderStatusQuery.optional() });
export type MyOrdersQuery = z.infer<typeof myOrdersQuery>;
export const ordersQuery = myOrdersQuery.extend({
  dealerId: labelled('Bayi', queryId).optional(),
  /** Orders placed on or after this day, and on or before `to` (Turkey's calendar day). */
  from: calendarDay('Başlangıç tarihi').optional(),
  to: calendarDay('Bitiş tarihi').optional(),
  /** An order number (or part of it) or a dealer's name or company. */
  search: searchText.optional(),
});
export type OrdersQuery = z.infer<typeof ordersQuery>;
/** The admin's orders as a file: the list's filters, every matching order (not paged). */
export const ordersExportQuery = ordersQuery.omit({ page: true, pageSize: true }).extend({ format: fileFormat });
export type OrdersExportQuery = z.infer<typeof ordersExportQuery>;

export const orderLineChange = z.object({
  orderLineId: labelled('Sipariş satırı', id),
  quantity: labelled('Onaylanan adet', z.number().int().min(0).max(MAX_ORDER_LINE_QUANTITY)),
});
export const confirmOrderBody = z.object({
  lines: labelled('Onaylanan satırlar', z.array(orderLineChange).max(MAX_ORDER_LINES)).optional(),
  adminNote: adminNote.optional(),
});
export type ConfirmOrderBody = z.infer<typeof confirmOrderBody>;
export const declineOrderBody = z.object({ orderId: labelled('Sipariş', id), reason: orderReason });
export type DeclineOrderBody = z.infer<typeof declineOrderBody>;
export const returnOrderProductBody = z.object({
  orderLineId: labelled('Sipariş satırı', id),
  quantity: labelled('İade adedi', z.number().int().min(1).max(MAX_ORDER_LINE_QUANTITY)),
  reason: orderReason,
});
export type ReturnOrderProductBody = z.infer<typeof returnOrderProductBody>;

export const TRACKING_NO_MAX = 60;
export const MAX_PACKAGES = 999;
/** The carrier's tracking number: trimmed, empty is none; letters, digits and `- _ . /` (it goes into a link). */
export const trackingNo = labelled(
  'Takip numarası',
  text()
    .trim()
    .max(TRACKING_NO_MAX)
    .regex(/^[A-Za-z0-9\-_./ ]*$/, { message: 'Yalnızca harf, rakam, boşluk ve - _ . / kullanılabilir' }),
);
export const shipOrderBody = z.object({
  orderId: labelled('Sipariş', id),
  /** The carrier's id (the settings' list). */
  carrier: labelled('Kargo firması', id),
  trackingNo: trackingNo.optional(),
  packages: labelled('Koli sayısı', z.number().int().min(1).max(MAX_PACKAGES)).optional(),
  note: labelled('Kargo notu', text().trim().max(ORDER_NOTE_MAX)).optional(),
});
export type ShipOrderBody = z.infer<typeof shipOrderBody>;

/** Why a line cannot be ordered: no such product variant, a passive product, or a variant not sold from stock. */
export const lineProblem = unavailableLine.shape.problem;
export type LineProblem = z.infer<typeof lineProblem>;

/** A cart line priced as an order would price it now, with what is available. */
export const quotedLine = z.object({
  productVariantId: id,
  quantity: z.number().int(),
  problem: lineProblem.nullable(),
  productId: id.nullable(),
  productName: z.string().nullable(),
  variantName: z.string().nullable(),
  stockCode: z.string().nullable(),
  thumbUrl: z.string().nullable(),
  available: z.number().int(),
  unitPriceCents: z.number().int(),
  /** The price rule that would price the line now, and the net unit price by it. */
  ruleKind: appliedRuleKind,
  discountPercent: z.number(),
  netUnitPriceCents: z.number().int(),
  figures: orderFigures,
});
export type QuotedLine = z.infer<typeof quotedLine>;
export const cartQuoteBody = z.object({
  lines: labelled(
    'Sepet satırları',
    z.array(z.object({ productVariantId: refs.productVariantId, quantity: orderQuantity })).max(MAX_ORDER_LINES),
  ),
});
export type CartQuoteBody = z.infer<typeof cartQuoteBody>;
/** The cart as the order would be: lines that can be ordered count in the totals; the terms it was priced with. */
export const cartQuote = z.object({
  lines: z.array(quotedLine),
  totals: orderFigures,
  discountPercent: z.number(),
  kdvPercent: z.number().int(),
  dolarKuru: z.number(),
});
export type CartQuote = z.infer<typeof cartQuote>;

/** Quick order: stock codes typed or pasted, each normalised (docs/domain.md#stock-codes) and looked up. */
export const stockCodeLookupBody = z.object({
  codes: labelled('Stok kodları', z.array(text().max(100)).min(1).max(MAX_ORDER_LINES)),
});
export const stockCodeMatch = z.object({
  /** What was sent, and its normalised form. */
  code: z.string(),
  stockCode: z.string(),
  /** The product variant a dealer can order under this code, when there is one. */
  productVariantId: id.nullable(),
  productName: z.string().nullable(),
  variantName: z.string().nullable(),
  available: z.number().int(),
  /** The list price in USD cents (KDV hariç, before the dealer's discount); 0 when there is no variant to order. */
  unitPriceCents: z.number().int(),
  /** The dealer's rule for the product (its discount) and the net unit price by it. */
  discountPercent: z.number(),
  netUnitPriceCents: z.number().int(),
  problem: lineProblem.nullable(),
});
export type StockCodeMatch = z.infer<typeof stockCodeMatch>;
export const stockCodeLookup = z.object({ items: z.array(stockCodeMatch) });

export const pendingOrderCount = z.object({ pending: z.number().int() });

export const ordersApi = defineArea('orders', {
  createOrder: {
    method: 'POST',
    path: '/orders',
    access: 'signedIn',
    summary: 'Sipariş ver (fiyat, iskonto, KDV ve kur sunucuda okunur; stok hep ya da hiç ayrılır)',
    headers: idempotentWriteHeaders,
    body: orderCreate,
    status: 201,
    response: order,
  },
  getMyOrders: {
    method: 'GET',
    path: '/orders/my-orders',
    access: 'signedIn',
    summary: 'Kendi siparişlerim, yeniden eskiye (sayfalı)',
    query: myOrdersQuery,
    status: 200,
    response: orderList,
  },
  getOrders: {
    method: 'GET',
    path: '/orders',
    access: 'admin',
    summary: 'Tüm siparişler (durum, bayi, tarih aralığı, sipariş no ya da bayi araması; sayfalı)',
    query: ordersQuery,
    status: 200,
    response: orderList,
  },
  exportOrders: {
    method: 'GET',
    path: '/orders/export',
    access: 'admin',
    summary: 'Siparişler dosya olarak (listenin süzgeçleriyle): CSV (UTF-8 BOM, ;) ya da .xlsx',
    query: ordersExportQuery,
    status: 200,
    response: null,
  },
  getPendingOrderCount: {
    method: 'GET',
    path: '/orders/pending-count',
    access: 'admin',
    summary: 'Bekleyen sipariş sayısı (menü rozeti)',
    status: 200,
    response: pendingOrderCount,
  },
  getOrder: {
    method: 'GET',
    path: '/orders/:id',
    access: 'signedIn',
    summary: 'Bir sipariş: satırları, iadeleri ve geçmişi (sahibi ya da yönetici; diğerlerine 404)',
    params: idParam,
    status: 200,
    response: order,
  },
  quoteCart: {
    method: 'POST',
    path: '/orders/quote',
    access: 'signedIn',
    summary: 'Sepeti bugünkü fiyat, iskonto, KDV, kur ve stokla fiyatla (sipariş vermez)',
    body: cartQuoteBody,
    status: 200,
    response: cartQuote,
  },
  lookupStockCodes: {
    method: 'POST',
    path: '/orders/stock-codes',
    access: 'signedIn',
    summary: 'Hızlı sipariş: stok kodlarını sipariş verilebilir ürün varyantlarına çevir',
    body: stockCodeLookupBody,
    status: 200,
    response: stockCodeLookup,
  },
  confirmOrder: {
    method: 'PUT',
    path: '/orders/confirmOrder/:id',
    access: 'admin',
    summary: 'Bekleyen siparişi onayla (adetler yalnız azaltılabilir; fark stoğa döner)',
    params: idParam,
    body: confirmOrderBody,
    status: 200,
    response: order,
  },
  declineOrder: {
    method: 'PUT',
    path: '/orders/declineOrder',
    access: 'admin',
    summary: 'Bekleyen siparişi reddet (nedeniyle; bütün stok geri döner)',
    body: declineOrderBody,
    status: 200,
    response: order,
  },
  returnOrderProduct: {
    method: 'PUT',
    path: '/orders/returnOrderProduct',
    access: 'admin',
    summary: 'Onaylı siparişin bir satırından iade al (onaylanan eksi iade edilenden fazla değil; stoğa döner)',
    body: returnOrderProductBody,
    status: 200,
    response: order,
  },
  shipOrder: {
    method: 'PUT',
    path: '/orders/shipOrder',
    access: 'admin',
    summary: 'Onaylı siparişi kargoya ver (kargo firması, takip no, koli sayısı; bayiye e-posta gider)',
    body: shipOrderBody,
    status: 200,
    response: order,
  },
  deliverOrder: {
    method: 'PUT',
    path: '/orders/deliverOrder/:id',
    access: 'admin',
    summary: 'Kargodaki siparişi teslim edildi olarak işaretle',
    params: idParam,
    status: 200,
    response: order,
  },
  cancelOrder: {
    method: 'PUT',
    path: '/orders/cancel/:id',
    access: 'signedIn',
    summary: 'Kendi bekleyen siparişimi iptal et (stok geri döner)',
    params: idParam,
    status: 200,
    response: order,
  },
});
