import { OrderStatus } from '@parca/contract';

/** Order text shared by the cart, the dealer's orders and the admin's orders. */
export const orderCommon = {
  status: {
    [OrderStatus.Beklemede]: 'Beklemede',
    [OrderStatus.Onaylandi]: 'Onaylandı',
    [OrderStatus.Reddedildi]: 'Reddedildi',
    [OrderStatus.Iptal]: 'İptal',
    [OrderStatus.KargoyaVerildi]: 'Kargoya verildi',
    [OrderStatus.TeslimEdildi]: 'Teslim edildi',
  } as Record<OrderStatus, string>,
  subtotal: 'Ara toplam',
  discount: 'İskonto',
  kdv: 'KDV',
  total: 'Genel toplam',
  discountWithRate: (percent: string) => `İskonto (%${percent})`,
  kdvWithRate: (percent: string) => `KDV (%${percent})`,
  usd: 'USD',
  try: 'TL',
  totalsTitle: 'Tutar',
} as const;
