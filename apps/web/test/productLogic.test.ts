import type { Category, Model } from '@parca/contract';
import { describe, expect, it } from 'vitest';
import {
  categoryOptions,
  changeProductFilters,
  defaultProductFilters,
  filterBySearch,
  imageProblem,
  modelOptions,
  modelSummary,
  modelsByBrand,
  parseProductFilters,
  productFiltersToParams,
  productSortParam,
  toProductQuery,
} from '../src/pages/products/productLogic';

describe('Turkish search in selects', () => {
  it('folds İ and I the Turkish way and needs every typed word', () => {
    expect(filterBySearch('iphone', { search: 'Apple İPHONE 13' })).toBe(true);
    expect(filterBySearch('isik', { search: 'IŞIK' })).toBe(false);
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

  it('summarises a product’s models as three names and a count', () => {
    const models = ['a', 'b', 'c', 'd', 'e'].map((name, i) => ({ id: i + 1, name, seriesName: 's', brandName: 'B' }));
    expect(modelSummary(models)).toEqual({ shown: models.slice(0, 3), more: 2 });
    expect(modelSummary(models.slice(0, 2))).toEqual({ shown: models.slice(0, 2), more: 0 });
  });

  it('groups a product’s models by brand, keeping their order', () => {
    const groups = modelsByBrand([
      { id: 1, brandName: 'Apple' },
      { id: 2, brandName: 'Samsung' },
      { id: 3, brandName: 'Apple' },
    ]);
    expect(groups).toEqual([
      {
        brand: 'Apple',
        models: [
          { id: 1, brandName: 'Apple' },
          { id: 3, brandName: 'Apple' },
        ],
      },
      { brand: 'Samsung', models: [{ id: 2, brandName: 'Samsung' }] },
    ]);
  });
});

describe('variant image check', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB', () => {
    expect(imageProblem({ type: 'image/png', size: 1000 })).toBeUndefined();
    expect(imageProblem({ type: 'image/webp', size: 5 * 1024 * 1024 })).toBeUndefined();
    expect(imageProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe('Görsel en fazla 5 MB olabilir');
    expect(imageProblem({ type: 'image/gif', size: 10 })).toBe('Yalnız JPEG, PNG ya da WebP görsel yüklenebilir');
  });
});

describe('product list filters in the URL', () => {
  it('reads every filter', () => {
    const f = parseProductFilters(
      new URLSearchParams('q=ekran&brand=1&model=17&category=3&status=passive&sort=-updatedAt&page=4&size=50'),
    );
    expect(f).toEqual({
      search: 'ekran',
      brandId: 1,
      modelId: 17,
      categoryId: 3,
      status: 'passive',
      sort: '-updatedAt',
      page: 4,
      pageSize: 50,
    });
  });

  it('falls back to defaults for anything unreadable', () => {
    const f = parseProductFilters(
      new URLSearchParams('brand=x&model=-2&category=0&status=maybe&sort=price&page=0&size=33'),
    );
    expect(f).toEqual({ ...defaultProductFilters, brandId: undefined, modelId: undefined, categoryId: undefined });
    expect(parseProductFilters(new URLSearchParams(''))).toMatchObject(defaultProductFilters);
  });

  it('writes only what differs from the defaults, and reads back the same', () => {
    expect(productFiltersToParams(defaultProductFilters).toString()).toBe('');
    const f = {
      search: ' kılıf ',
      brandId: 2,
      status: 'active' as const,
      sort: '-name' as const,
      page: 2,
      pageSize: 100,
    };
    const params = productFiltersToParams(f);
    expect(params.toString()).toBe('q=k%C4%B1l%C4%B1f&brand=2&status=active&sort=-name&page=2&size=100');
    expect(parseProductFilters(params)).toEqual({ ...f, search: 'kılıf', modelId: undefined, categoryId: undefined });
  });

  it('goes back to page 1 on a filter change and drops the model when the brand changes', () => {
    const current = { ...defaultProductFilters, brandId: 1, modelId: 17, page: 3 };
    expect(changeProductFilters(current, { page: 4 })).toMatchObject({ page: 4, modelId: 17 });
    expect(changeProductFilters(current, { categoryId: 5 })).toMatchObject({ page: 1, modelId: 17, categoryId: 5 });
    expect(changeProductFilters(current, { brandId: 2 })).toMatchObject({ page: 1, brandId: 2, modelId: undefined });
    expect(changeProductFilters(current, { brandId: 1 })).toMatchObject({ modelId: 17 });
    expect(changeProductFilters(current, { sort: '-updatedAt' })).toMatchObject({ page: 1, sort: '-updatedAt' });
  });

  it('maps the table sorter to the sort param, the name column ascending by default', () => {
    expect(defaultProductFilters.sort).toBe('name');
    expect(productSortParam('name', 'descend')).toBe('-name');
    expect(productSortParam('updatedAt', 'ascend')).toBe('updatedAt');
    expect(productSortParam('updatedAt', 'descend')).toBe('-updatedAt');
    expect(productSortParam('updatedAt', null)).toBe('name');
    expect(productSortParam('variantCount', 'ascend')).toBe('name');
  });

  it('turns the filters into the API query', () => {
    expect(toProductQuery({ ...defaultProductFilters, search: '  ', status: 'all' })).toEqual({
      search: undefined,
      brandId: undefined,
      modelId: undefined,
      categoryId: undefined,
      active: undefined,
      sort: 'name',
      page: 1,
      pageSize: 20,
    });
    expect(toProductQuery({ ...defaultProductFilters, sort: '-updatedAt' }).sort).toBe('-updatedAt');
    expect(toProductQuery({ ...defaultProductFilters, status: 'active' }).active).toBe(true);
    expect(toProductQuery({ ...defaultProductFilters, status: 'passive' }).active).toBe(false);
  });
});
