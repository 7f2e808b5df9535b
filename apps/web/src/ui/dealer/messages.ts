/** What every dealer screen says of a price and a stock (ui/dealer): one wording for the model page, quick order, cart and orders. */
export const dealer = {
  inStock: 'Stokta',
  lowStock: (n: string) => `Son ${n} adet`,
  outOfStock: 'Stokta yok',
  /** Under a quantity field asked for more than can be added (what is left after the cart's own). */
  atMost: (n: string) => `En fazla ${n} adet eklenebilir`,
  /** Beside a unit price: catalogue prices carry no KDV. */
  vatExcluded: 'KDV hariç',
  listPrice: 'Liste fiyatı',
  priceTryHint: 'Güncel dolar kuruyla Türk lirası karşılığı',
} as const;
