import { formatInteger, formatTryCents, formatUsdCents } from '@parca/contract';
import { mailPaths } from '../links.ts';
import type { Block, MailContext, MailDocument } from './document.ts';

export type OrderLineData = {
  productName: string;
  variantName: string;
  stockCode: string;
  orderedQuantity: number;
  quantity: number;
  totalUsdCents: number;
};
/** What the order mails tell of an order (taken from the order as its transaction answers it). */
export type OrderData = {
  recipientName: string;
  orderId: number;
  orderNo: string;
  dealerName: string;
  dealerCompany: string | null;
  totalUsdCents: number;
  totalTryKurus: number;
  itemCount: number;
  lines: OrderLineData[];
  note: string | null;
};
export type ConfirmedData = OrderData & { adminNote: string | null };
export type DeclinedData = OrderData & { reason: string };
export type ShippedData = OrderData & { carrierName: string; trackingNo: string | null; trackingUrl: string | null };
export type ReturnData = {
  recipientName: string;
  orderId: number;
  orderNo: string;
  productName: string;
  variantName: string;
  stockCode: string;
  quantity: number;
  reason: string;
  creditUsdCents: number;
};

const lineName = (l: { productName: string; variantName: string }) =>
  l.variantName ? `${l.productName} – ${l.variantName}` : l.productName;
const greeting = (d: { recipientName: string }): Block => ({ kind: 'text', text: `Merhaba ${d.recipientName},` });
const totals = (d: OrderData): Block => ({
  kind: 'facts',
  rows: [
    ['Sipariş no', d.orderNo],
    ['Ürün adedi', formatInteger(d.itemCount)],
    ['Genel toplam', `${formatUsdCents(d.totalUsdCents)} (${formatTryCents(d.totalTryKurus)})`],
  ],
});
const linesTable = (d: OrderData): Block => ({
  kind: 'table',
  head: ['Ürün', 'Stok kodu', 'Adet', 'Tutar'],
  rows: d.lines.map((l) => [lineName(l), l.stockCode, formatInteger(l.quantity), formatUsdCents(l.totalUsdCents)]),
  numeric: [2, 3],
});
const orderButton = (d: { orderId: number }, ctx: MailContext): Block => ({
  kind: 'button',
  label: 'Siparişi görüntüle',
  url: ctx.link(mailPaths.myOrder(d.orderId)),
});

export function orderReceivedMail(d: OrderData, ctx: MailContext): MailDocument {
  return {
    subject: `Siparişiniz alındı: ${d.orderNo}`,
    heading: 'Siparişiniz alındı',
    blocks: [
      greeting(d),
      { kind: 'text', text: 'Siparişiniz bize ulaştı; onaylandığında ayrıca haber vereceğiz.' },
      totals(d),
      linesTable(d),
      ...(d.note ? [{ kind: 'quote', label: 'Notunuz', text: d.note } as const] : []),
      orderButton(d, ctx),
    ],
  };
}

const loweredLines = (lowered: OrderLineData[]): Block[] => [
  { kind: 'text', text: 'Stok durumu nedeniyle şu satırların adedi azaltıldı:' },
  {
    kind: 'table',
    head: ['Ürün', 'Stok kodu', 'İstenen', 'Onaylanan'],
    rows: lowered.map((l) => [lineName(l), l.stockCode, formatInteger(l.orderedQuantity), formatInteger(l.quantity)]),
    numeric: [2, 3],
  },
];

export function orderConfirmedMail(d: ConfirmedData, ctx: MailContext): MailDocument {
  const lowered = d.lines.filter((l) => l.quantity < l.orderedQuantity);
  return {
    subject: `Siparişiniz onaylandı: ${d.orderNo}`,
    heading: 'Siparişiniz onaylandı',
    blocks: [
      greeting(d),
      { kind: 'text', text: 'Siparişiniz onaylandı ve hazırlanıyor. Tutarı cari hesabınıza işlendi.' },
      totals(d),
      ...(lowered.length > 0 ? loweredLines(lowered) : []),
      ...(d.adminNote ? [{ kind: 'quote', label: 'Yöneticinin notu', text: d.adminNote } as const] : []),
      orderButton(d, ctx),
    ],
  };
}

export function orderDeclinedMail(d: DeclinedData, ctx: MailContext): MailDocument {
  return {
    subject: `Siparişiniz reddedildi: ${d.orderNo}`,
    heading: 'Siparişiniz reddedildi',
    blocks: [
      greeting(d),
      { kind: 'text', text: `${d.orderNo} numaralı siparişiniz onaylanmadı; cari hesabınıza bir tutar işlenmedi.` },
      { kind: 'quote', label: 'Gerekçe', text: d.reason },
      orderButton(d, ctx),
    ],
  };
}

/**
 * The order left the warehouse: the carrier, and the tracking number as a link when the carrier has a tracking
 * address (an address that is not http(s) stays text).
 */
export function orderShippedMail(d: ShippedData, ctx: MailContext): MailDocument {
  const rows: [string, string][] = [
    ['Sipariş no', d.orderNo],
    ['Kargo firması', d.carrierName],
  ];
  if (d.trackingNo) rows.push(['Takip numarası', d.trackingNo]);
  return {
    subject: `Siparişiniz kargoya verildi: ${d.orderNo}`,
    heading: 'Siparişiniz kargoya verildi',
    blocks: [
      greeting(d),
      { kind: 'text', text: 'Siparişiniz yola çıktı.' },
      { kind: 'facts', rows },
      ...(d.trackingUrl ? [{ kind: 'button', label: 'Kargoyu takip et', url: d.trackingUrl } as const] : []),
      orderButton(d, ctx),
    ],
  };
}

export function returnCreditedMail(d: ReturnData, ctx: MailContext): MailDocument {
  return {
    subject: `İadeniz hesabınıza işlendi: ${d.orderNo}`,
    heading: 'İadeniz hesabınıza işlendi',
    blocks: [
      greeting(d),
      {
        kind: 'facts',
        rows: [
          ['Sipariş no', d.orderNo],
          ['Ürün', lineName(d)],
          ['Stok kodu', d.stockCode],
          ['İade adedi', formatInteger(d.quantity)],
          ['Hesabınıza alacak', formatUsdCents(d.creditUsdCents)],
        ],
      },
      { kind: 'quote', label: 'İade gerekçesi', text: d.reason },
      { kind: 'button', label: 'Cari hesabımı görüntüle', url: ctx.link(mailPaths.myPayments) },
    ],
  };
}

/** To the admins: a dealer placed an order (who, how much, and a link that opens it). */
export function adminNewOrderMail(d: OrderData, ctx: MailContext): MailDocument {
  const dealer = d.dealerCompany ? `${d.dealerName} (${d.dealerCompany})` : d.dealerName;
  return {
    subject: `Yeni sipariş: ${d.orderNo} – ${dealer}`,
    heading: 'Yeni sipariş',
    blocks: [
      { kind: 'text', text: `${dealer} yeni bir sipariş verdi; onayınızı bekliyor.` },
      {
        kind: 'facts',
        rows: [
          ['Bayi', dealer],
          ['Sipariş no', d.orderNo],
          ['Satır / adet', `${formatInteger(d.lines.length)} / ${formatInteger(d.itemCount)}`],
          ['Genel toplam', `${formatUsdCents(d.totalUsdCents)} (${formatTryCents(d.totalTryKurus)})`],
        ],
      },
      ...(d.note ? [{ kind: 'quote', label: 'Bayinin notu', text: d.note } as const] : []),
      { kind: 'button', label: 'Siparişi aç', url: ctx.link(mailPaths.adminOrder(d.orderNo)) },
    ],
  };
}
