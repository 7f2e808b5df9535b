import { CategoryType } from '@parca/contract';
import { describe, expect, it } from 'vitest';
import { groupProducts } from '../src/pages/catalog/model/modelGroups';
import { product, variant } from './fixtures/modelProducts';

/** A variant with the same id for product, variant and stock, and the given code. */
const sample = (id: number, variantName: string, stockCode: string) =>
  variant({ productVariantId: id, variantName, stockCode });

describe('groupProducts', () => {
  const products = [
    product(1, 'Tornavida Seti', [9, 'Tornavida', CategoryType.Hirdavat], [sample(11, 'Siyah', 'S-11')]),
    product(2, 'Silikon Kılıf', [5, 'Kılıf', CategoryType.Aksesuar], [sample(12, 'Siyah', 'S-12')]),
    product(4, 'iPhone 13 Batarya', [2, 'Batarya', CategoryType.YedekParca], [sample(14, 'Siyah', 'S-14')]),
    product(
      3,
      'iPhone 13 Ekran',
      [1, 'Ekran', CategoryType.YedekParca],
      [sample(3, 'OLED', 'APL-EKR-OLD'), sample(4, 'Orijinal', 'APL-EKR-ORJ')],
    ),
  ];

  it("groups by category group in the spec order, keeps the server's category order, and leaves out empty groups", () => {
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
