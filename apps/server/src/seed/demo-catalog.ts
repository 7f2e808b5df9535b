import { normaliseStockCode } from '@parca/contract';
import type { Db, Tx } from '../db/client.ts';
import {
  brands,
  categories,
  models,
  productModels,
  products,
  productVariants,
  series,
  stocks,
  variants,
} from '../db/schema.ts';
import { catalogTransaction, searchableName } from '../modules/catalog/index.ts';
import { applyStockChanges } from '../modules/stocks/index.ts';
import {
  demoCategories,
  demoVariants,
  fillerDesigns,
  modelParts,
  phoneCatalog,
  sharedProducts,
} from './catalog-data.ts';
import { random } from './random.ts';

/**
 * A product name as it reads inside a sentence: ordinary words lower-cased (Turkish rules), acronyms and brand
 * spellings and single letters kept ("Ekran (LCD/OLED) Komple" → "ekran (LCD/OLED) komple", "USB-C", "MagSafe").
 */
export function inSentence(name: string): string {
  return name.replace(/\p{L}+/gu, (word) =>
    word.length > 1 && word.slice(1) === word.slice(1).toLocaleLowerCase('tr-TR')
      ? word.toLocaleLowerCase('tr-TR')
      : word,
  );
}

export type CatalogSize = {
  /** Products made for each model (its real parts first, then cases and films up to the number). */
  productsPerModel: number;
  /** Models that get more products than the rest, by name (the benchmark's ~400-product model). */
  heavyModels?: Record<string, number>;
};

export const demoSize: CatalogSize = { productsPerModel: 16 };
/** The model the benchmarks measure, and the data set they measure it in (`DEMO_SIZE=large`, `npm run bench`). */
export const BENCH_MODEL = 'iPhone 13 Pro';
export const largeDemoSize: CatalogSize = { productsPerModel: 40, heavyModels: { [BENCH_MODEL]: 400 } };

const brandPriceFactor: Record<string, number> = { Apple: 1.8, Samsung: 1.3, Xiaomi: 0.8, Huawei: 0.9, Oppo: 0.85 };
const variantPriceFactor: Record<string, number> = {
  Orijinal: 1.3,
  'Servis Orijinal': 1.15,
  OLED: 0.9,
  OEM: 0.75,
  'A+ Kalite': 0.7,
  Incell: 0.55,
};
const variantCode: Record<string, string> = {
  Orijinal: 'ORJ',
  'Servis Orijinal': 'SRV',
  OEM: 'OEM',
  'A+ Kalite': 'APK',
  Incell: 'INC',
  OLED: 'OLD',
  Siyah: 'SYH',
  Beyaz: 'BYZ',
  Mavi: 'MAV',
  Kırmızı: 'KRM',
  Yeşil: 'YSL',
  Mor: 'MOR',
  Şeffaf: 'SFF',
  Standart: 'STD',
};
const codeOf = (text: string, max = 10) =>
  normaliseStockCode(text)
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, max);

type PlannedProduct = {
  name: string;
  category: string;
  description: string;
  modelIds: number[];
  variants: { name: string; stockCode: string; priceCents: number; quantity: number }[];
};

/** Inserts rows in chunks of one multi-row statement each (PostgreSQL allows 65,535 parameters a statement). */
async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<{ id: number }[]>) {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += size) ids.push(...(await insert(rows.slice(i, i + size))).map((r) => r.id));
  return ids;
}

/**
 * Fills an empty catalogue with real brands, series and models, the categories and variants a phone-parts wholesaler
 * has, and products with stocks and USD prices. Quantities go in through stock movements like any other change.
 */
export async function seedDemoCatalog(db: Db, size: CatalogSize = demoSize, actorId: number | null = null) {
  const next = random(20_261_121);
  return catalogTransaction(db, async (tx) => {
    const categoryIds = await named(tx, categories, demoCategories);
    const variantIds = await named(
      tx,
      variants,
      demoVariants.map((name) => ({ name })),
    );
    const brandIds = await named(
      tx,
      brands,
      phoneCatalog.map((b) => ({ name: b.brand })),
    );
    const seriesRows = phoneCatalog.flatMap((b) =>
      b.series.map((s) => ({ name: s.name, brandId: brandIds.get(b.brand) as number })),
    );
    const seriesIds = await insertChunked(seriesRows, 500, (chunk) =>
      tx
        .insert(series)
        .values(chunk.map((s) => ({ ...searchableName(s.name), brandId: s.brandId })))
        .returning({ id: series.id }),
    );
    const modelRows: { name: string; seriesId: number; brand: string; brandCode: string }[] = [];
    let seriesIndex = 0;
    for (const b of phoneCatalog) {
      for (const s of b.series) {
        const seriesId = seriesIds[seriesIndex++];
        for (const name of s.models) modelRows.push({ name, seriesId, brand: b.brand, brandCode: b.code });
      }
    }
    const modelIds = await insertChunked(modelRows, 500, (chunk) =>
      tx
        .insert(models)
        .values(chunk.map((m) => ({ ...searchableName(m.name), seriesId: m.seriesId })))
        .returning({ id: models.id }),
    );

    const planned: PlannedProduct[] = [];
    const stockCodes = new Set<string>();
    const uniqueCode = (code: string) => {
      let candidate = code;
      for (let n = 2; stockCodes.has(candidate); n++) candidate = `${code}-${n}`;
      stockCodes.add(candidate);
      return candidate;
    };
    const stockOf = (base: string, variant: string, priceUsd: number, brand?: string) => {
      const factor = (brandPriceFactor[brand ?? ''] ?? 1) * (variantPriceFactor[variant] ?? 1) * (0.85 + next() * 0.3);
      const roll = next();
      const quantity = roll < 0.08 ? 0 : roll < 0.2 ? 1 + Math.floor(next() * 5) : 6 + Math.floor(next() * 150);
      return {
        name: variant,
        stockCode: uniqueCode(`${base}-${variantCode[variant] ?? codeOf(variant, 3)}`),
        priceCents: Math.max(10, Math.round(priceUsd * factor * 100)),
        quantity,
      };
    };

    modelRows.forEach((m, i) => {
      const modelId = modelIds[i];
      const target = size.heavyModels?.[m.name] ?? size.productsPerModel;
      const modelCode = codeOf(
        m.name.replace(/^(iPhone|Galaxy|Redmi Note|Redmi|Xiaomi|Poco)\s*/i, (w) => w.slice(0, 2)),
      );
      const prefix = m.brand === 'Apple' ? '' : `${m.brand} `;
      for (let n = 0; n < target; n++) {
        const part = modelParts[n];
        if (part) {
          planned.push({
            name: `${prefix}${m.name} ${part.name}`,
            category: part.category,
            description: `${m.name} ile birebir uyumlu ${inSentence(part.name)}. Montajdan önce cihazla uyumluluğu kontrol edin.`,
            modelIds: [modelId],
            variants: part.variants.map((v) =>
              stockOf(`${m.brandCode}-${modelCode}-${part.code}`, v, part.priceUsd, m.brand),
            ),
          });
        } else {
          const k = n - modelParts.length;
          const design = fillerDesigns[k % fillerDesigns.length];
          const number = Math.floor(k / fillerDesigns.length) + 1;
          planned.push({
            name: `${prefix}${m.name} ${design} No ${number}`,
            category: design.includes('Kılıf') ? 'Kılıf' : 'Ekran Koruyucu',
            description: `${m.name} için ${inSentence(design)}, model ${number}.`,
            modelIds: [modelId],
            variants: ['Siyah', 'Şeffaf'].map((v) => stockOf(`${m.brandCode}-${modelCode}-D${k}`, v, 2.2, m.brand)),
          });
        }
      }
    });
    for (const shared of sharedProducts) {
      planned.push({
        name: shared.name,
        category: shared.category,
        description: shared.brand
          ? `${shared.brand} cihazlarının tümüyle uyumlu.`
          : 'Tüm marka ve modellerle kullanılabilir.',
        modelIds: modelRows.flatMap((m, i) => (!shared.brand || m.brand === shared.brand ? [modelIds[i]] : [])),
        variants: shared.variants.map((v) => stockOf(shared.code, v, shared.priceUsd, shared.brand)),
      });
    }

    const productIds = await insertChunked(planned, 1000, (chunk) =>
      tx
        .insert(products)
        .values(
          chunk.map((p) => ({
            ...searchableName(p.name),
            description: p.description,
            categoryId: categoryIds.get(p.category) as number,
          })),
        )
        .returning({ id: products.id }),
    );
    const fits = planned.flatMap((p, i) => p.modelIds.map((modelId) => ({ productId: productIds[i], modelId })));
    await insertChunked(fits, 5000, async (chunk) => {
      await tx.insert(productModels).values(chunk);
      return [];
    });
    const stockRows = planned.flatMap((p) => p.variants);
    const stockIds = await insertChunked(stockRows, 2000, (chunk) =>
      tx
        .insert(stocks)
        .values(chunk.map((s) => ({ stockCode: s.stockCode, priceCents: s.priceCents, quantity: 0, criticalLevel: 5 })))
        .returning({ id: stocks.id }),
    );
    let stockIndex = 0;
    const variantRows = planned.flatMap((p, i) =>
      p.variants.map((v) => ({
        productId: productIds[i],
        variantId: variantIds.get(v.name) as number,
        stockId: stockIds[stockIndex++],
      })),
    );
    await insertChunked(variantRows, 5000, async (chunk) => {
      await tx.insert(productVariants).values(chunk);
      return [];
    });
    await applyStockChanges(
      tx,
      stockRows.map((s, i) => ({ stockId: stockIds[i], delta: s.quantity })),
      { reason: 'initial', actorId, reference: 'Demo verisi' },
    );
    return {
      brands: brandIds.size,
      series: seriesIds.length,
      models: modelIds.length,
      products: productIds.length,
      stocks: stockIds.length,
    };
  });
}

/** Inserts named rows (with extra columns) and maps each name to its id. */
async function named<T extends { name: string }>(
  tx: Tx,
  table: typeof brands | typeof categories | typeof variants,
  rows: T[],
): Promise<Map<string, number>> {
  const inserted = await tx
    .insert(table)
    .values(rows.map((r) => ({ ...r, ...searchableName(r.name) })) as never)
    .returning({ id: table.id, name: table.name });
  return new Map(inserted.map((r) => [r.name, r.id]));
}
