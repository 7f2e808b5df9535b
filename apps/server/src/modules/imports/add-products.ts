import {
  CategoryType,
  categoryTypeNames,
  criticalLevel,
  formatUsdCents,
  type ImportRow,
  priceUsd,
  quantity,
  searchKey,
  toCents,
} from '@parca/contract';
import { type Existing, type NameKeys, nameKeys, readExisting } from './add-products-existing.ts';
import { type AddProductsPlan, type NewProduct, type Ref, writeAddProducts } from './add-products-write.ts';
import { type CellReader, type Defined, descriptionCell, type LineErrors } from './cells.ts';
import { type KnownModel, modelProblem } from './model-names.ts';
import type { Importer } from './run.ts';

/**
 * POST /api/users/add-new-products-from-csv: one line a variant. Missing brands, series, models, categories and
 * variants are created; lines with the same product name and the same models are one product (an existing product of
 * that name and exactly those models receives the variants); a stock code must be new, unless the line describes the
 * product variant that already sells from it (then the line is skipped, so a file can be imported twice).
 */

type ProductLine = {
  line: number;
  brand: string;
  series: string;
  models: string[];
  category: string;
  categoryType: CategoryType;
  productName: string;
  description: string;
  variant: string;
  stockCode: string;
  quantity: number;
  priceCents: number;
  criticalLevel: number;
};

const categoryTypes = new Map(Object.entries(categoryTypeNames).map(([type, name]) => [searchKey(name), Number(type)]));

function readCategoryType(r: CellReader): CategoryType | undefined {
  if (!r.has('categoryType')) return CategoryType.YedekParca;
  const type = categoryTypes.get(searchKey(r.text('categoryType')));
  return type === undefined
    ? r.fail('categoryType', 'Yedek Parça, Aksesuar ya da Hırdavat olmalıdır')
    : (type as CategoryType);
}

function readLine(r: CellReader): ProductLine | undefined {
  const values = {
    line: r.line,
    brand: r.name('brand'),
    series: r.name('series'),
    models: r.names('models'),
    category: r.name('category'),
    categoryType: readCategoryType(r),
    productName: r.name('productName'),
    description: r.parse('description', descriptionCell),
    variant: r.name('variant'),
    stockCode: r.stockCode('stockCode'),
    quantity: r.numberOr('quantity', quantity, 0),
    priceUsd: r.number('priceUsd', priceUsd),
    criticalLevel: r.numberOr('criticalLevel', criticalLevel, 0),
  };
  if (r.failed) return undefined;
  const { priceUsd: price, ...rest } = values as Defined<typeof values>;
  return { ...rest, priceCents: toCents(price) };
}

/** The refs of a line's models: existing ids, or new models of the line's series (one per name within a brand). */
function modelRefs(
  line: ProductLine,
  key: NameKeys,
  existing: Existing,
  brandId: number | undefined,
  seriesId: number | undefined,
  errors: LineErrors,
): Ref[] | undefined {
  const refs: Ref[] = [];
  for (const name of line.models) {
    const match =
      brandId === undefined ? { problem: 'missing' as const } : existing.models.find([brandId], name, seriesId);
    if ('model' in match) refs.push({ id: (match.model as KnownModel).id });
    else if (match.problem === 'missing') refs.push({ key: `${key(line.brand)}|${key(name)}` });
    else {
      errors.add(line.line, 'Modeller', modelProblem(name, match, line.brand));
      return undefined;
    }
  }
  return refs;
}

const refKey = (ref: Ref) => ('id' in ref ? `#${ref.id}` : ref.key);
function sameSet(a: number[], b: number[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((x) => set.has(x));
}

/** Decides every line: what it creates, which product it joins, and why a line cannot be imported. */
function plan(lines: ProductLine[], key: NameKeys, existing: Existing, errors: LineErrors) {
  const result: AddProductsPlan = {
    brands: new Map(),
    series: new Map(),
    models: new Map(),
    categories: new Map(),
    variants: new Map(),
    products: new Map(),
    productVariants: [],
    existingProducts: new Set(),
  };
  const rows: ImportRow[] = [];
  const codes = new Map<string, number>();
  /** The line of each product's variant (`<product ref>|<variant key>`), so no product gets a variant twice. */
  const variantLines = new Map<string, number>();

  for (const line of lines) {
    const firstLine = codes.get(line.stockCode);
    if (firstLine !== undefined) {
      errors.add(line.line, 'Stok Kodu', `Bu stok kodu ${firstLine}. satırda da var`);
      continue;
    }
    codes.set(line.stockCode, line.line);

    const brandKey = key(line.brand);
    const brand = existing.brands.get(brandKey);
    const seriesKey = `${brandKey}|${key(line.series)}`;
    const series = brand ? existing.series.get(`${brand.id}|${key(line.series)}`) : undefined;
    const models = modelRefs(line, key, existing, brand?.id, series?.id, errors);
    if (!models) continue;
    const category = existing.categories.get(key(line.category));
    const variant = existing.variants.get(key(line.variant));
    const modelIds = models.flatMap((m) => ('id' in m ? [m.id] : []));

    // The product: the same name and models as an earlier line, or as a product on record, or a new one.
    const groupKey = `${key(line.productName)}|${models.map(refKey).sort().join(',')}`;
    const matches =
      modelIds.length === models.length
        ? (existing.products.get(key(line.productName)) ?? []).filter((p) => sameSet(p.modelIds, modelIds))
        : [];
    if (matches.length > 1) {
      errors.add(
        line.line,
        'Ürün Adı',
        `Bu ad ve modellerle birden çok ürün kayıtlı (${matches.map((p) => `#${p.id}`).join(', ')})`,
      );
      continue;
    }
    const onRecord = matches[0];
    const categoryRef: Ref = category ? { id: category.id } : { key: key(line.category) };
    if (onRecord && refKey(categoryRef) !== `#${onRecord.categoryId}`) {
      errors.add(line.line, 'Kategori', `Bu ürün kayıtlı ve kategorisi başka (ürün #${onRecord.id})`);
      continue;
    }
    const stock = existing.stocks.get(line.stockCode);
    if (stock) {
      if (onRecord && stock.productId === onRecord.id && stock.variantKey === key(line.variant)) {
        rows.push(row(line, 'skip', 'Zaten kayıtlı: bu stok kodu bu ürünün bu varyantında'));
      } else {
        const user = stock.productId ? `${stock.productName} / ${stock.variantName}` : 'hiçbir ürün varyantında değil';
        errors.add(line.line, 'Stok Kodu', `Bu stok kodu zaten kayıtlı (${user})`);
      }
      continue;
    }
    const productRef: Ref = onRecord ? { id: onRecord.id } : { key: groupKey };
    const product = onRecord ? undefined : result.products.get(groupKey);
    if (product && refKey(product.category) !== refKey(categoryRef)) {
      errors.add(line.line, 'Kategori', `Aynı ürünün ${product.line}. satırı başka bir kategori yazıyor`);
      continue;
    }
    if (product && line.description && product.description && line.description !== product.description) {
      errors.add(line.line, 'Açıklama', `Aynı ürünün ${product.line}. satırı başka bir açıklama yazıyor`);
      continue;
    }
    const variantKey = key(line.variant);
    const takenOn = variantLines.get(`${refKey(productRef)}|${variantKey}`);
    if (takenOn !== undefined) {
      errors.add(line.line, 'Varyant', `Bu ürünün bu varyantı ${takenOn}. satırda da var`);
      continue;
    }
    if (onRecord && variant && onRecord.variantIds.includes(variant.id)) {
      errors.add(line.line, 'Varyant', `Ürün #${onRecord.id} bu varyanta zaten sahip (başka bir stok koduyla)`);
      continue;
    }
    variantLines.set(`${refKey(productRef)}|${variantKey}`, line.line);

    // The line is good: note what it creates.
    if (!brand) result.brands.set(brandKey, line.brand);
    if (!series)
      result.series.set(seriesKey, { brand: brand ? { id: brand.id } : { key: brandKey }, name: line.series });
    for (const [i, ref] of models.entries()) {
      if ('key' in ref && !result.models.has(ref.key)) {
        result.models.set(ref.key, { series: series ? { id: series.id } : { key: seriesKey }, name: line.models[i] });
      }
    }
    const categoryKey = key(line.category);
    if (!category && !result.categories.has(categoryKey)) {
      result.categories.set(categoryKey, { name: line.category, type: line.categoryType });
    }
    if (!variant) result.variants.set(variantKey, line.variant);
    if (onRecord) result.existingProducts.add(onRecord.id);
    else if (product) product.description ||= line.description;
    else {
      const created: NewProduct = {
        line: line.line,
        name: line.productName,
        description: line.description,
        category: categoryRef,
        models,
      };
      result.products.set(groupKey, created);
    }
    result.productVariants.push({
      product: productRef,
      variant: variant ? { id: variant.id } : { key: variantKey },
      stockCode: line.stockCode,
      quantity: line.quantity,
      priceCents: line.priceCents,
      criticalLevel: line.criticalLevel,
    });
    rows.push(row(line, onRecord ? 'update' : 'create', onRecord ? `Kayıtlı ürüne (#${onRecord.id}) varyant` : null));
  }
  return { plan: result, rows };
}

function row(line: ProductLine, action: ImportRow['action'], note: string | null): ImportRow {
  return {
    line: line.line,
    action,
    target: line.stockCode,
    name: `${line.productName} / ${line.variant}`,
    before: null,
    after:
      action === 'skip' ? null : `${line.quantity} adet, ${formatUsdCents(line.priceCents)}; ${line.models.join(', ')}`,
    note,
  };
}

export const addProductsImporter: Importer<ProductLine, AddProductsPlan, 'add-products'> = {
  kind: 'add-products',
  readLine,
  async check(tx, lines, errors) {
    const key = nameKeys();
    const existing = await readExisting(tx, lines, key);
    const { plan: decided, rows } = plan(lines, key, existing, errors);
    const names = (map: Map<string, string | { name: string }>) =>
      [...map.values()].map((v) => (typeof v === 'string' ? v : v.name));
    return {
      plan: decided,
      outcome: {
        rows,
        errors,
        newNames: {
          brands: names(decided.brands),
          series: [...decided.series.values()].map((s) => s.name),
          models: names(decided.models),
          categories: names(decided.categories),
          variants: names(decided.variants),
        },
      },
    };
  },
  write: writeAddProducts,
};
