import { CategoryType, type ModelProductView } from '@parca/contract';
import { describe, expect, it } from 'vitest';
import { groupProducts } from '../src/pages/catalog/model/modelGroups';

const variant = (id: number, variantName: string, stockCode: string) => ({
  productVariantId: id,
  variantId: id,
  variantName,
  stockId: id,
  stockCode,
  available: 3,
  priceUsd: 1,
  imageUrl: null,
  thumbUrl: null,
});
const product = (
  id: number,
  name: string,
  category: [number, string, CategoryType],
  variants = [variant(id, 'Siyah', `S-${id}`)],
): ModelProductView => ({
  id,
  name,
  description: '',
  category: { id: category[0], name: category[1], type: category[2] },
  variants,
});

describe('groupProducts', () => {
  const products = [
    product(1, 'Tornavida Seti', [9, 'Tornavida', CategoryType.Hirdavat]),
    product(2, 'Silikon Kılıf', [5, 'Kılıf', CategoryType.Aksesuar]),
    product(
      3,
      'iPhone 13 Ekran',
      [1, 'Ekran', CategoryType.YedekParca],
      [variant(3, 'OLED', 'APL-EKR-OLD'), variant(4, 'Orijinal', 'APL-EKR-ORJ')],
    ),
    product(4, 'iPhone 13 Batarya', [2, 'Batarya', CategoryType.YedekParca]),
  ];

  it('groups by category group in the spec order, then by category in Turkish order, and leaves out empty groups', () => {
    const groups = groupProducts(products);
    expect(groups.map((g) => [g.label, g.count])).toEqual([
      ['Yedek Parça', 2],
      ['Aksesuar', 1],
      ['Hırdavat', 1],
    ]);
    expect(groups[0].categories.map((c) => c.name)).toEqual(['Batarya', 'Ekran']);
  });

  it('searches product names, variant names and stock codes with Turkish folding', () => {
    expect(groupProducts(products, { search: 'KILIF' }).map((g) => g.label)).toEqual(['Aksesuar']);
    const byVariant = groupProducts(products, { search: 'ekran oled' });
    expect(byVariant).toHaveLength(1);
    expect(byVariant[0].categories[0].products[0].variants.map((v) => v.stockCode)).toEqual(['APL-EKR-OLD']);
    const byCode = groupProducts(products, { search: 'apl-ekr-orj' });
    expect(byCode[0].categories[0].products[0].variants.map((v) => v.variantName)).toEqual(['Orijinal']);
    // the product's own name matching shows all its variants
    expect(groupProducts(products, { search: 'ekran' })[0].categories[0].products[0].variants).toHaveLength(2);
    expect(groupProducts(products, { search: 'yok böyle' })).toEqual([]);
  });
});
