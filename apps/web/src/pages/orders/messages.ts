import type { LineProblem, OrderEventKind } from '@parca/contract';

/** The dealer's orders (/my-orders), an order's lines and history, and the printable order. */
export const orders = {
  title: 'Tüm Siparişlerim',
  subtitle: 'Verdiğiniz siparişler, durumları ve ayrıntıları',
  allTab: 'Tümü',
  listFailed: 'Siparişler yüklenemedi',
  empty: 'Bu durumda siparişiniz yok',
  emptyAll: 'Henüz siparişiniz yok',
  goShopping: 'Kataloğa git',

  colNo: 'Sipariş No',
  /** A phone's one column: number, status, date and total. */
  colOrder: 'Sipariş',
  colDate: 'Tarih',
  colItems: 'Ürün',
  colTotal: 'Genel toplam',
  colStatus: 'Durum',
  /** "5 adet · 2 kalem". */
  itemCount: (units: string, lines: string) => `${units} adet · ${lines} kalem`,
  expand: (orderNo: string) => `${orderNo} ayrıntılarını göster`,
  collapse: (orderNo: string) => `${orderNo} ayrıntılarını gizle`,

  detailFailed: 'Sipariş yüklenemedi',
  detailTitle: (orderNo: string) => `Sipariş ${orderNo}`,
  historyTitle: 'Durum geçmişi',
  dealerNote: 'Sipariş notu',
  adminNote: 'Yönetici notu',
  terms: (rate: string, kdv: string) => `Kur: ${rate} · KDV %${kdv}`,
  returnedTotal: 'İade edilen tutar',

  lines: {
    label: 'Sipariş satırları',
    image: 'Görsel',
    product: 'Ürün',
    stockCode: 'Stok kodu',
    unitPrice: 'Birim fiyat',
    quantity: 'Adet',
    /** Shown under a quantity the admin lowered at confirmation. */
    ordered: (n: string) => `istenen ${n}`,
    returned: 'İade',
    amount: 'Tutar',
    /** A phone's figures under the product: "2 adet × $18,54 · 1 iade". */
    units: (n: string) => `${n} adet`,
    returnedUnits: 'iade',
    actions: 'İşlemler',
    noImage: 'Görsel yok',
    removed: 'Katalogdan kaldırıldı',
  },

  history: {
    kind: {
      placed: 'Sipariş verildi',
      confirmed: 'Onaylandı',
      declined: 'Reddedildi',
      cancelled: 'İptal edildi',
      returned: 'İade alındı',
      shipped: 'Kargoya verildi',
      delivered: 'Teslim edildi',
    } as Record<OrderEventKind, string>,
    /** A return: which line, how many. */
    returnedLine: (item: string, n: string) => `${item} — ${n} adet`,
    system: 'Sistem',
  },

  shipment: {
    title: 'Kargo',
    carrier: 'Kargo firması',
    trackingNo: 'Takip numarası',
    trackingLink: (no: string) => `${no} (kargo firmasının sayfasında izle)`,
    packages: 'Koli',
    shippedAt: 'Kargoya verildi',
    deliveredAt: 'Teslim edildi',
    note: 'Kargo notu',
  },

  reorder: 'Tekrar Sipariş Ver',
  cancel: 'İptal Et',
  cancelConfirm: 'Sipariş iptal edilsin mi?',
  cancelConfirmText: 'Ayrılan stok serbest bırakılır; bu işlem geri alınamaz.',
  cancelOk: 'İptal Et',
  cancelKeep: 'Vazgeç',
  cancelled: (orderNo: string) => `${orderNo} iptal edildi`,
  cancelFailed: 'Sipariş iptal edilemedi',
  printButton: 'Yazdır',

  reorderTitle: 'Tekrar sipariş',
  reorderFailed: 'Siparişin ürünleri sepete eklenemedi',
  reorderAdded: (n: string) => `${n} ürün sepete eklendi.`,
  reorderNoneAdded: 'Hiçbir ürün sepete eklenemedi.',
  reorderSkipped: 'Eklenemeyenler',
  reorderCapped: 'En fazla eklenebilecek kadar eklenenler',
  /** A line capped at what could still go in (the stock less the cart's own): how many went in of how many asked. */
  cappedLine: (added: string, asked: string) =>
    `${asked} adet istendi, ${added} adet eklendi (en fazla ${added} adet eklenebilir)`,
  reorderReason: {
    unknown: 'Artık satılmıyor',
    passive: 'Satıştan kaldırıldı',
    no_stock: 'Stoktan satılmıyor',
    out: 'Stokta yok',
    full: 'Sepetinizde zaten stoktaki kadar var',
  } as Record<LineProblem | 'out' | 'full', string>,
  goToCart: 'Sepete Git',
  close: 'Kapat',

  print: {
    title: 'Sipariş Formu',
    date: 'Tarih',
    status: 'Durum',
    dealer: 'Bayi',
    rate: 'Dolar kuru',
    kdv: 'KDV oranı',
    discount: 'İskonto',
    note: 'Sipariş notu',
    adminNote: 'Yönetici notu',
    no: 'Sıra',
    product: 'Ürün',
    stockCode: 'Stok kodu',
    quantity: 'Adet',
    returned: 'İade',
    unitPrice: 'Birim fiyat (USD, KDV hariç)',
    amountUsd: 'Tutar (USD, KDV hariç)',
    amountTry: 'Tutar (TL, KDV hariç)',
    printedAt: (when: string) => `Yazdırılma: ${when}`,
  },
} as const;
