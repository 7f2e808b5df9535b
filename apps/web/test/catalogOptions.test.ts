import type { Category, Model } from '@parca/contract';
import { describe, expect, it } from 'vitest';
import { categoryOptions, groupByBrand, modelOptions } from '../src/pages/catalog/catalogOptions';
import { filterBySearch } from '../src/ui/selectSearch';

describe('Turkish search in selects', () => {
  it('folds İ and I the Turkish way and needs every typed word', () => {
    expect(filterBySearch('iphone', { search: 'Apple İPHONE 13' })).toBe(true);
    // docs/domain.md#search-key: İ, I, ı and i all fold to i, so "isik" finds "IŞIK"
    expect(filterBySearch('isik', { search: 'IŞIK' })).toBe(true);
    expect(filterBySearch('13 pro', { search: 'Apple iPhone 13 Serisi iPhone 13 Pro' })).toBe(true);
    expect(filterBySearch('galaxy pro', { search: 'Samsung Galaxy S24' })).toBe(false);
  });

  it('filters on the option search text, or its label', () => {
    expect(filterBySearch('şarj', { search: 'Şarj Soketi Yedek Parça' })).toBe(true);
    expect(filterBySearch('ŞARJ', { label: 'şarj soketi' })).toBe(true);
    expect(filterBySearch('x', undefined)).toBe(false);
  });
});

describe('select options', () => {
  const categories: Category[] = [
    { id: 1, name: 'Şarj Soketi', type: 1, productCount: 0 },
    { id: 2, name: 'Ekran', type: 1, productCount: 0 },
    { id: 3, name: 'Kılıf', type: 2, productCount: 0 },
  ];

  it('groups categories under the three groups, empty groups left out, Turkish order', () => {
    const groups = categoryOptions(categories);
    expect(groups.map((g) => g.label)).toEqual(['Yedek Parça', 'Aksesuar']);
    expect(groups[0].options.map((o) => o.label)).toEqual(['Ekran', 'Şarj Soketi']);
    expect(groups[1].options[0]).toMatchObject({ value: 3, label: 'Kılıf' });
  });

  it('groups models by brand, searchable by brand and series', () => {
    const model = (id: number, name: string, brandName: string): Model => ({
      id,
      name,
      brandName,
      brandId: brandName === 'Apple' ? 1 : 2,
      seriesId: 1,
      seriesName: `${name} Serisi`,
      productCount: 0,
    });
    const groups = modelOptions([
      model(1, 'iPhone 13', 'Apple'),
      model(2, 'Galaxy S24', 'Samsung'),
      model(3, 'iPhone 14', 'Apple'),
    ]);
    expect(groups.map((g) => g.label)).toEqual(['Apple', 'Samsung']);
    expect(groups[0].options.map((o) => o.value)).toEqual([1, 3]);
    expect(filterBySearch('apple 14', groups[0].options[1])).toBe(true);
  });

  it('groups records by brand, keeping their order', () => {
    const groups = groupByBrand([
      { id: 1, brandName: 'Apple' },
      { id: 2, brandName: 'Samsung' },
      { id: 3, brandName: 'Apple' },
    ]);
    expect(groups).toEqual([
      [
        'Apple',
        [
          { id: 1, brandName: 'Apple' },
          { id: 3, brandName: 'Apple' },
        ],
      ],
      ['Samsung', [{ id: 2, brandName: 'Samsung' }]],
    ]);
  });
});
