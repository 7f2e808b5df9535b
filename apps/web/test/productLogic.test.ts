import { describe, expect, it } from 'vitest';
import {
  changeProductFilters,
  defaultProductFilters,
  imageProblem,
  modelSummary,
  parseProductFilters,
  productFiltersToParams,
  productSortParam,
  toProductQuery,
} from '../src/pages/products/productLogic';

describe("the list's models cell", () => {
  it('summarises a product’s models as three names and a count', () => {
    const models = ['a', 'b', 'c', 'd', 'e'].map((name, i) => ({ id: i + 1, name, seriesName: 's', brandName: 'B' }));
    expect(modelSummary(models)).toEqual({ shown: models.slice(0, 3), more: 2 });
    expect(modelSummary(models.slice(0, 2))).toEqual({ shown: models.slice(0, 2), more: 0 });
  });
});

describe('variant image check', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB', () => {
    expect(imageProblem({ type: 'image/png', size: 1000 })).toBeUndefined();
    expect(imageProblem({ type: 'image/webp', size: 5 * 1024 * 1024 })).toBeUndefined();
    // a photo over the server's 5 MB is downsized before the upload; only one too large to open is refused
    expect(imageProblem({ type: 'image/jpeg', size: 13 * 1024 * 1024 })).toBeUndefined();
    expect(imageProblem({ type: 'image/jpeg', size: 64 * 1024 * 1024 + 1 })).toBe('Görsel en fazla 64 MB olabilir');
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
