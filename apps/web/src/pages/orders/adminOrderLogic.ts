import { confirmedOrderStatuses, type Order, type OrderLine, OrderStatus, type OrdersQuery } from '@parca/contract';
import { PAGE_SIZES, positiveInt, readOrderStatus } from '../../ui/paging';

// ---- the list's filters in the URL: ?status=&search=&dealer=&from=&to=&page=&size= ----

export interface AdminOrderFilters {
  status?: OrderStatus;
  /** An order number (or part of it), or a dealer's name or company. */
  search: string;
  dealerId?: number;
  /** YYYY-MM-DD, both ends included. */
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

export const ADMIN_ORDER_PAGE_SIZES = PAGE_SIZES;
export const defaultAdminOrderFilters: AdminOrderFilters = { search: '', page: 1, pageSize: PAGE_SIZES[0] };

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one), else undefined. */
export function readDay(value: string | null): string | undefined {
  const m = value?.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? m[0] : undefined;
}

/** Reads the URL; anything unreadable falls back to the default, a range given backwards is put in order. */
export function parseAdminOrderFilters(params: URLSearchParams): AdminOrderFilters {
  const size = positiveInt(params.get('size'));
  let from = readDay(params.get('from'));
  let to = readDay(params.get('to'));
  if (from && to && from > to) [from, to] = [to, from];
  return {
    status: readOrderStatus(params.get('status')),
    search: params.get('search')?.trim() ?? '',
    dealerId: positiveInt(params.get('dealer')),
    from,
    to,
    page: positiveInt(params.get('page')) ?? 1,
    pageSize:
      size && (ADMIN_ORDER_PAGE_SIZES as readonly number[]).includes(size) ? size : defaultAdminOrderFilters.pageSize,
  };
}

/** The filters as URL search params, defaults left out (a clean list has a clean URL). */
export function adminOrderFiltersToParams(f: AdminOrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.status) params.set('status', String(f.status));
  if (f.search.trim()) params.set('search', f.search.trim());
  if (f.dealerId) params.set('dealer', String(f.dealerId));
  if (f.from) params.set('from', f.from);
  if (f.to) params.set('to', f.to);
  if (f.page > 1) params.set('page', String(f.page));
  if (f.pageSize !== defaultAdminOrderFilters.pageSize) params.set('size', String(f.pageSize));
  return params;
}

/** Applies a change: changing anything but the page starts again from page 1. */
export function changeAdminOrderFilters(
  current: AdminOrderFilters,
  change: Partial<AdminOrderFilters>,
): AdminOrderFilters {
  const next = { ...current, ...change };
  if (!('page' in change)) next.page = 1;
  return next;
}

export const hasAdminOrderFilters = (f: AdminOrderFilters) =>
  Boolean(f.status || f.search || f.dealerId || f.from || f.to);

/** The filters as the GET /api/orders query. */
export function toOrdersQuery(f: AdminOrderFilters): Partial<OrdersQuery> {
  return {
    orderStatus: f.status,
    search: f.search.trim() || undefined,
    dealerId: f.dealerId,
    from: f.from,
    to: f.to,
    page: f.page,
    pageSize: f.pageSize,
  };
}

/** The order a search for its exact number finds (the stock movements link here), to open it at once. */
export function orderNamedBy<T extends { orderNo: string }>(search: string, orders: readonly T[]): T | undefined {
  const wanted = search.trim().toUpperCase();
  return wanted ? orders.find((o) => o.orderNo.toUpperCase() === wanted) : undefined;
}

// ---- what an admin may do with an order ----

export const canConfirmOrDecline = (order: Pick<Order, 'status'>) => order.status === OrderStatus.Beklemede;
/** Returns are taken once the order is confirmed, also after it shipped or was delivered. */
export const canReturn = (order: Pick<Order, 'status'>) => confirmedOrderStatuses.includes(order.status);
export const canShip = (order: Pick<Order, 'status'>) => order.status === OrderStatus.Onaylandi;
export const canDeliver = (order: Pick<Order, 'status'>) => order.status === OrderStatus.KargoyaVerildi;
/** Goods are picked for a pending order (to see what is there) and a confirmed one (to ship it). */
export const canPick = (order: Pick<Order, 'status'>) =>
  order.status === OrderStatus.Beklemede || order.status === OrderStatus.Onaylandi;

/** How many of a confirmed line may still come back: what it stands at, less what already came back. */
export const returnableQuantity = (line: Pick<OrderLine, 'quantity' | 'returnedQuantity'>) =>
  Math.max(0, line.quantity - line.returnedQuantity);

/**
 * The lines of a confirmation whose quantity the admin lowered (PUT /api/orders/confirmOrder sends only those), from
 * the quantities typed per line id; a line left alone or left empty keeps its quantity.
 */
export function changedLines(
  lines: readonly Pick<OrderLine, 'id' | 'quantity'>[],
  typed: Record<string, number | null | undefined>,
): { orderLineId: number; quantity: number }[] {
  return lines
    .filter((line) => {
      const q = typed[String(line.id)];
      return typeof q === 'number' && q !== line.quantity;
    })
    .map((line) => ({ orderLineId: line.id, quantity: typed[String(line.id)] as number }));
}

/** Units that go back to stock with a confirmation's changes. */
export function unitsBackToStock(
  lines: readonly Pick<OrderLine, 'id' | 'quantity'>[],
  changes: readonly { orderLineId: number; quantity: number }[],
): number {
  const byId = new Map(lines.map((l) => [l.id, l.quantity]));
  return changes.reduce((sum, c) => sum + Math.max(0, (byId.get(c.orderLineId) ?? c.quantity) - c.quantity), 0);
}

/** Byte order of ASCII text: stock codes are upper-case ASCII (docs/domain.md#stock-codes), so this is the order on the shelves. */
export const compareAscii = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Shelves as a person reads them along the aisle: "A-2" before "A-10" (numbers by value), letter case aside. */
const shelfOrder = new Intl.Collator('tr', { numeric: true, sensitivity: 'base' });

/** Shelves in walking order, lines without a shelf last (they are looked for once the rest is picked). */
export function compareShelves(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return shelfOrder.compare(a, b);
}

/**
 * The pick list: lines with something to pick, by shelf so the picker walks the warehouse once (lines without one
 * last), then by stock code (then product and variant, for equal codes).
 */
export function pickListLines<
  L extends Pick<OrderLine, 'stockCode' | 'quantity' | 'productName' | 'variantName'> & { shelf?: string | null },
>(lines: readonly L[]): L[] {
  return lines
    .filter((l) => l.quantity > 0)
    .sort(
      (a, b) =>
        compareShelves(a.shelf ?? null, b.shelf ?? null) ||
        compareAscii(a.stockCode, b.stockCode) ||
        compareAscii(a.productName, b.productName) ||
        compareAscii(a.variantName, b.variantName),
    );
}
