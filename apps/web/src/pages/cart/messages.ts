import { formatInteger, type LineProblem, MAX_ORDER_LINE_QUANTITY } from '@parca/contract';
import type { QuickOrderProblem } from './quickOrderParse';

/** The cart page (/sepetim) and quick order. */
export const cartPage = {
  title: 'Sepetim',
  subtitle: 'Fiyatlar ve stok sipariş anında sunucuda yeniden okunur',
  empty: 'Sepetiniz boş',
  emptyText: 'Katalogdan ürün ekleyin ya da yukarıdaki hızlı siparişi kullanın.',
  backToCatalog: 'Kataloğa dön',
  linesLabel: 'Sepetteki ürünler',
  lineCount: (n: string) => `${n} kalem`,

  unitPrice: 'Birim fiyat',
  quantityOf: (item: string) => `${item} adedi`,
  lineTotal: 'Tutar',
  remove: 'Kaldır',
  removeLabel: (item: string) => `${item} sepetten kaldır`,
  removed: (item: string) => `${item} sepetten kaldırıldı`,
  noImage: 'Görsel yok',
  /** What the stock holds, under a line that asks for more (the only place a cart line shows the figure). */
  available: (n: string) => `Mevcut: ${n}`,
  /** A line the server refused: what was asked (of a stock several lines may share) against what is there. */
  refusedShort: (requested: string, available: string) => `Stok yetersiz: istenen ${requested}, mevcut ${available}`,
  problem: {
    unknown: 'Bu ürün artık katalogda yok',
    passive: 'Bu ürün satıştan kaldırıldı',
    no_stock: 'Bu ürün stoktan satılmıyor',
  } as Record<LineProblem, string>,
  notSent: 'Siparişe eklenmeyecek; sepetten kaldırabilirsiniz.',

  shortAlert: (n: string) => `${n} satırda istenen adet mevcut stoktan fazla. Adetleri düzeltin ya da satırı kaldırın.`,
  fixShort: 'Adetleri mevcut stoğa indir',
  problemAlert: (n: string) => `${n} ürün artık sipariş edilemiyor ve siparişe eklenmeyecek.`,
  quoteFailed: 'Sepet fiyatlandırılamadı',
  priceUpdating: 'Fiyatlar güncelleniyor…',

  summaryTitle: 'Sipariş özeti',
  terms: (rate: string) => `Kur: ${rate}`,
  noteLabel: 'Sipariş notu',
  notePlaceholder: 'Teslimat ya da sipariş ile ilgili notunuz (isteğe bağlı)',
  submit: 'Siparişi Tamamla',
  placed: (orderNo: string) => `Siparişiniz alındı: ${orderNo}`,
  placedTitle: 'Siparişiniz alındı',
  orderFailed: 'Sipariş verilemedi',
  insufficient: 'Bazı ürünlerde stok yetersiz: satırlar işaretlendi. Adetleri düzeltip tekrar deneyin.',
  unavailable: 'Bazı ürünler artık sipariş edilemiyor: satırlar işaretlendi ve siparişe eklenmeyecek.',
  saveFailed: 'Sepet kaydedilemedi',

  limit: {
    available: 'Kullanılabilir limit',
    over: (total: string, available: string) =>
      `Sepetin genel toplamı (${total}) kullanılabilir limitinizi (${available}) aşıyor. Sipariş risk limitinize takılacak: sepeti azaltın ya da ödeme yapın.`,
    refusedTitle: 'Sipariş risk limitine takıldı',
    refusedText: 'Bakiyeniz, bekleyen siparişleriniz ve bu sipariş birlikte risk limitinizi aşıyor.',
    creditLimit: 'Risk limiti',
    balance: 'Bakiye',
    pending: 'Bekleyen siparişler',
    order: 'Bu sipariş',
    left: 'Kullanılabilir limit',
    toPayments: 'Bakiye & Ödemeler',
  },

  quick: {
    title: 'Hızlı Sipariş',
    help: 'Her satıra bir stok kodu ve adet yazın ya da Excel’den yapıştırın (sekme, “;” ya da boşlukla ayrılmış). Yalnız stok kodu yazılan satır 1 adet sayılır; aynı kod birden çok satırdaysa adetler toplanır.',
    inputLabel: 'Stok kodları ve adetler',
    placeholder: 'APL-P13PRO-EKR-INC\t2\nSAM-A52-BAT;5\nXIA-RN10-KAM 1',
    check: 'Kontrol Et',
    clear: 'Temizle',
    tooMany: (max: string) => `En fazla ${max} farklı stok kodu girilebilir.`,
    nothing: 'Okunabilen satır yok.',
    lookupFailed: 'Stok kodları kontrol edilemedi',
    found: (n: string) => `Sepete eklenecek: ${n} ürün`,
    foundLabel: 'Bulunan ürünler',
    skippedLabel: 'Eklenemeyecek stok kodları',
    errorsLabel: 'Okunamayan satırlar',
    code: 'Stok kodu',
    product: 'Ürün',
    quantity: 'Adet',
    unitPrice: 'Birim fiyat',
    availability: 'Durum',
    /** Several lines named the same code. */
    summed: (lines: string) => `${lines}. satırlar toplandı`,
    /** Under "En fazla N adet eklenebilir": what "Sepete Ekle" will add of the line. */
    capped: (n: string) => `${n} adet eklenecek`,
    nothingToAdd: 'Sepetinizde stoktaki kadar var; eklenmeyecek',
    lineRef: (line: string) => `${line}. satır`,
    problem: {
      unknown: 'Stok kodu bulunamadı',
      passive: 'Ürün satışta değil',
      no_stock: 'Bu stok koduyla satılan ürün yok',
      out: 'Stokta yok',
    } as Record<LineProblem | 'out', string>,
    lineProblem: {
      quantity: `Adet 1 ile ${formatInteger(MAX_ORDER_LINE_QUANTITY)} arasında bir tam sayı olmalı`,
      columns: 'Fazla sütun: satırda yalnız stok kodu ve adet olmalı',
      codeLength: 'Stok kodu en fazla 100 karakter olabilir',
    } as Record<QuickOrderProblem, string>,
    add: 'Sepete Ekle',
    added: (n: string) => `${n} ürün sepete eklendi`,
    addedCapped: (n: string, capped: string) =>
      `${n} ürün sepete eklendi; ${capped} üründe en fazla eklenebilecek kadar eklendi`,
    addedNone: 'Sepetinizde bu ürünlerin stoktaki adedi zaten var; eklenecek bir şey kalmadı.',
  },
} as const;
