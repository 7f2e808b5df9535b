import { CategoryType, formatTryCents, formatUsdCents } from '@parca/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartSubtotal, parseCart } from '../src/pages/cart/cartItems';
import { cartCountFromRaw } from '../src/pages/cart/cartStorage';
import { isFiltered, readModelFilters, writeModelFilters } from '../src/pages/catalog/model/modelFilters';
import { groupProducts } from '../src/pages/catalog/model/modelGroups';
import { indexEntryAt, toModelList } from '../src/pages/catalog/model/modelList';
import { product, variant } from './fixtures/modelProducts';

/** A variant at `priceUsd` with `available` in stock. */
const priced = (variantName: string, priceUsd: number, available: number) =>
  variant({ variantName, priceUsd, available });
const screens: [number, string, CategoryType] = [1, 'Ekran', CategoryType.YedekParca];
const batteries: [number, string, CategoryType] = [2, 'Batarya', CategoryType.YedekParca];
const cases: [number, string, CategoryType] = [5, 'Kılıf', CategoryType.Aksesuar];

/** As the server sends them: group, category, then product name in Turkish order (Ç after C, İ with I). */
const products = [
  product(4, 'Batarya 3095 mAh', batteries, [priced('Standart', 18, 4)]),
  product(3, 'Çerçeve Ekran', screens, [priced('Siyah', 20, 0)]),
  product(2, 'Ekran İncell', screens, [priced('Siyah', 12.5, 9)]),
  product(1, 'Ekran OLED', screens, [priced('Beyaz', 35, 2), priced('Siyah', 40, 0)]),
  product(5, 'Silikon Kılıf', cases, [priced('Şeffaf', 2, 50)]),
];
const names = (groups: ReturnType<typeof groupProducts>, type = 0) =>
  groups[type]?.categories.flatMap((c) => c.products.map((p) => p.name));

describe('the model page filters', () => {
  it("keeps the server's name order for the name sort", () => {
    expect(names(groupProducts(products))).toEqual(['Batarya 3095 mAh', 'Çerçeve Ekran', 'Ekran İncell', 'Ekran OLED']);
  });

  it('sorts by the lowest shown price, both ways, and orders the variants the same way', () => {
    const up = groupProducts(products, { sort: 'priceAsc' });
    expect(names(up)).toEqual(['Batarya 3095 mAh', 'Ekran İncell', 'Çerçeve Ekran', 'Ekran OLED']);
    const oled = up[0]?.categories[1]?.products[2];
    expect(oled?.variants.map((v) => v.priceUsd)).toEqual([35, 40]);
    const down = groupProducts(products, { sort: 'priceDesc' });
    expect(names(down)).toEqual(['Batarya 3095 mAh', 'Ekran OLED', 'Çerçeve Ekran', 'Ekran İncell']);
    expect(down[0]?.categories[1]?.products[0]?.variants.map((v) => v.priceUsd)).toEqual([40, 35]);
  });

  it('"in stock only" drops out-of-stock variants and the products left without any', () => {
    const groups = groupProducts(products, { inStockOnly: true });
    expect(names(groups)).toEqual(['Batarya 3095 mAh', 'Ekran İncell', 'Ekran OLED']);
    const oled = groups[0]?.categories[1]?.products.find((p) => p.id === 1);
    expect(oled?.variants.map((v) => v.variantName)).toEqual(['Beyaz']);
    // counts follow what is shown
    expect(groups.map((g) => g.count)).toEqual([3, 1]);
  });

  it('combines search and stock filter', () => {
    expect(names(groupProducts(products, { search: 'ekran siyah', inStockOnly: true }))).toEqual(['Ekran İncell']);
    expect(groupProducts(products, { search: 'çerçeve', inStockOnly: true })).toEqual([]);
  });

  it('keeps a product without variants unless a filter asks about variants (the admin sees those)', () => {
    const bare = product(9, 'Boş Ürün', cases, []);
    expect(names(groupProducts([bare], { sort: 'priceDesc' }))).toEqual(['Boş Ürün']);
    // without a price it goes last, whichever way the prices run
    const cheap = product(10, 'Ucuz', cases, [priced('Tek', 1, 1)]);
    for (const sort of ['priceAsc', 'priceDesc'] as const) {
      expect(names(groupProducts([bare, cheap], { sort }))).toEqual(['Ucuz', 'Boş Ürün']);
    }
    expect(groupProducts([bare], { inStockOnly: true })).toEqual([]);
  });

  it('never loses or invents a variant, whatever the filters (property)', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.constantFrom('name', 'priceAsc', 'priceDesc' as const),
        fc.constantFrom('', 'ekran', 'siyah', 'kılıf', 'x'),
        (inStockOnly, sort, search) => {
          const shown = groupProducts(products, { inStockOnly, sort, search }).flatMap((g) =>
            g.categories.flatMap((c) => c.products.flatMap((p) => p.variants)),
          );
          const plain = groupProducts(products, { search }).flatMap((g) =>
            g.categories.flatMap((c) => c.products.flatMap((p) => p.variants)),
          );
          const expected = plain.filter((v) => !inStockOnly || v.available > 0).map((v) => v.productVariantId);
          expect(shown.map((v) => v.productVariantId).sort()).toEqual(expected.sort());
        },
      ),
    );
  });
});

describe('the model page list', () => {
  const groups = groupProducts(products);

  it('cards: a heading per category, then its products; the index points at the headings', () => {
    const list = toModelList(groups.slice(0, 1), 'cards', false);
    expect(list.items.map((i) => i.key)).toEqual(['c2', 'p4:1', 'c1', 'p3:1', 'p2:1', 'p1:2']);
    expect(list.index).toEqual([
      { key: 'c2', label: 'Batarya', count: 1, at: 0 },
      { key: 'c1', label: 'Ekran', count: 3, at: 2 },
    ]);
  });

  it('table: a row per variant', () => {
    const list = toModelList(groups.slice(0, 1), 'table', false);
    expect(list.items.filter((i) => i.kind === 'variant')).toHaveLength(5);
    expect(list.index.map((e) => e.at)).toEqual([0, 2]);
  });

  it('under a search: every group under its heading, and the index counts matches per group', () => {
    const found = groupProducts(products, { search: 'siyah' });
    const list = toModelList(found, 'cards', true);
    expect(list.items[0]).toMatchObject({ kind: 'group', key: `g${CategoryType.YedekParca}` });
    expect(list.index.map((e) => [e.label, e.count])).toEqual([['Yedek Parça', 3]]);
  });

  it('finds the section a list position belongs to', () => {
    const { index } = toModelList(groups.slice(0, 1), 'cards', false);
    expect(indexEntryAt(index, 0)?.key).toBe('c2');
    expect(indexEntryAt(index, 1)?.key).toBe('c2');
    expect(indexEntryAt(index, 5)?.key).toBe('c1');
    expect(indexEntryAt([], 3)).toBeUndefined();
  });
});

describe('the model page address', () => {
  it('reads and writes the filters, leaving defaults and other parameters alone', () => {
    const params = writeModelFilters(new URLSearchParams('x=1'), {
      search: ' kılıf ',
      group: 2,
      inStockOnly: true,
      sort: 'priceAsc',
    });
    expect(params.toString()).toBe('x=1&ara=k%C4%B1l%C4%B1f&grup=2&stok=1&sirala=fiyat-artan');
    expect(readModelFilters(params)).toEqual({ search: 'kılıf', group: 2, inStockOnly: true, sort: 'priceAsc' });
    const cleared = writeModelFilters(params, { search: '', inStockOnly: false, sort: 'name' });
    expect(cleared.toString()).toBe('x=1&grup=2');
  });

  it('ignores what it does not know', () => {
    expect(readModelFilters(new URLSearchParams('grup=-1&stok=evet&sirala=rastgele'))).toEqual({
      search: '',
      group: undefined,
      inStockOnly: false,
      sort: 'name',
    });
  });

  it('calls the list filtered when a search or the stock filter narrows it', () => {
    const base = { search: '', group: undefined, inStockOnly: false, sort: 'name' as const };
    expect(isFiltered(base)).toBe(false);
    expect(isFiltered({ ...base, sort: 'priceDesc' })).toBe(false);
    expect(isFiltered({ ...base, search: ' a ' })).toBe(true);
    expect(isFiltered({ ...base, inStockOnly: true })).toBe(true);
  });
});

describe('the cart bar', () => {
  it('sums the value in cents (0,10 × 3 is 30 cents, not 30.000000000000004); counts units as the badge does', () => {
    const raw = JSON.stringify([
      { productVariantId: 1, quantity: 3, priceUsd: 0.1 },
      { productVariantId: 2, quantity: 2, priceUsd: 12.35 },
    ]);
    expect(cartSubtotal(parseCart(raw), 0).usdCents).toBe(30 + 2470);
    expect(cartCountFromRaw(raw)).toBe(5);
    expect(cartSubtotal([], 42.15)).toEqual({ usdCents: 0, kurus: 0 });
  });

  it('shows the lira the order will: each line converted, then summed (two $12,50 lines at 42,1500)', () => {
    const raw = JSON.stringify([
      { productVariantId: 1, quantity: 1, priceUsd: 12.5 },
      { productVariantId: 2, quantity: 1, priceUsd: 12.5 },
    ]);
    const { usdCents, kurus } = cartSubtotal(parseCart(raw), 42.15);
    expect(formatUsdCents(usdCents)).toBe(formatUsdCents(2500));
    // 1.250 cents × 42,1500 is 526,875 ₺ a line, 526,88 ₺ rounded: the order's lines and the cart page say 1.053,76 ₺
    expect(formatTryCents(kurus)).toBe('1.053,76 ₺');
    expect(cartSubtotal(parseCart(raw), 0).kurus).toBeNull();
  });
});

describe('the table view sorted by price', () => {
  it('orders the rows of a category by price, whatever product they belong to', () => {
    const groups = groupProducts(products, { sort: 'priceDesc' });
    const list = toModelList(groups.slice(0, 1), 'table', false, 'priceDesc');
    const screensRows = list.items.slice(list.index[1]?.at ?? 0).filter((i) => i.kind === 'variant');
    expect(screensRows.map((i) => (i.kind === 'variant' ? i.variant.priceUsd : 0))).toEqual([40, 35, 20, 12.5]);
  });
});

describe('the table view names', () => {
  it('drops the model name the page already shows', async () => {
    const { withoutModelName } = await import('../src/pages/catalog/model/VariantTableRow');
    expect(withoutModelName('iPhone 13 Pro Arka Kamera', 'iPhone 13 Pro')).toBe('Arka Kamera');
    expect(withoutModelName('Ekran Ayırıcı Vantuz Seti', 'iPhone 13 Pro')).toBe('Ekran Ayırıcı Vantuz Seti');
    expect(withoutModelName('iPhone 13 Pro', 'iPhone 13 Pro')).toBe('iPhone 13 Pro');
  });
});
