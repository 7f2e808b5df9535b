import { z } from 'zod';
import { fileFormat } from './common.ts';
import { labelled } from './fields.ts';
import { defineArea } from './route.ts';
import { bulkStockItem } from './stocks.ts';
import { searchKey } from './text.ts';

/**
 * The imports (issue 12): a CSV (UTF-8 with or without BOM, or Windows-1254; `;`, `,` or tab) or an .xlsx file in
 * the multipart field `file`. Columns are found by their header, compared with the search key, in any order. Every
 * import first runs as a dry run (`?dryRun=true`: what it would create, update and skip, and every bad line); the
 * real run is all or nothing.
 */

/** The imports that read a file; `clean-stock-codes` reads none. */
export const fileImportKinds = ['add-products', 'update-models', 'update-descriptions', 'stock-update'] as const;
export type FileImportKind = (typeof fileImportKinds)[number];
export const importKinds = [...fileImportKinds, 'clean-stock-codes'] as const;
export type ImportKind = (typeof importKinds)[number];

/** What an import's page shows of each kind. */
export const importKindNames: Record<ImportKind, string> = {
  'add-products': 'Yeni ürün ekle',
  'update-models': 'Uyumlu modelleri güncelle',
  'update-descriptions': 'Ürün açıklamalarını güncelle',
  'stock-update': 'Toplu stok güncelleme dosyası',
  'clean-stock-codes': 'Stok kodlarını temizle',
};

/** A column of an import's file: its header, whether it must be there, and two example values for the template. */
export type ImportColumn = {
  key: string;
  header: string;
  /** Other headers that name the same column. */
  aliases?: readonly string[];
  /** The column must be in the file (a cell may still be optional; see `description`). */
  required: boolean;
  /** In Turkish, for the README and the import page. */
  description: string;
  examples: readonly [string, string];
};

/** Separates the model names in a `Modeller` cell. */
export const MODEL_LIST_SEPARATOR = '|';

/** The product a line of the model or description import is about: its stock code or its id. */
const productTarget = [
  {
    key: 'stockCode',
    header: 'Stok Kodu',
    required: false,
    description: 'Ürünü bulmak için stok kodu ya da Ürün ID (ikisinden biri).',
    examples: ['APL-IP13-EKR-ORJ', ''],
  },
  { key: 'productId', header: 'Ürün ID', required: false, description: 'Ürünün numarası.', examples: ['', '42'] },
] as const;

export const importColumns = {
  'add-products': [
    { key: 'brand', header: 'Marka', required: true, description: 'Yoksa oluşturulur.', examples: ['Apple', 'Apple'] },
    {
      key: 'series',
      header: 'Seri',
      required: true,
      description: 'Markanın serisi; yoksa oluşturulur.',
      examples: ['iPhone 13 Serisi', 'iPhone 13 Serisi'],
    },
    {
      key: 'models',
      header: 'Modeller',
      required: true,
      description: '| ile ayrılmış model adları; markada bulunamayanlar bu seride oluşturulur.',
      examples: ['iPhone 13|iPhone 13 Pro', 'iPhone 13|iPhone 13 Pro'],
    },
    {
      key: 'category',
      header: 'Kategori',
      required: true,
      description: 'Yoksa oluşturulur.',
      examples: ['Ekran', 'Ekran'],
    },
    {
      key: 'categoryType',
      header: 'Kategori Grubu',
      required: false,
      description: 'Yeni kategorinin grubu: Yedek Parça, Aksesuar ya da Hırdavat (boşsa Yedek Parça).',
      examples: ['Yedek Parça', ''],
    },
    {
      key: 'productName',
      header: 'Ürün Adı',
      required: true,
      description: 'Aynı ad ve aynı modellerle gelen satırlar tek ürünün varyantlarıdır.',
      examples: ['iPhone 13 Ekran', 'iPhone 13 Ekran'],
    },
    {
      key: 'description',
      header: 'Açıklama',
      required: false,
      description: 'Ürünün açıklaması (ürünün satırlarından biri yazması yeterli).',
      examples: ['Orijinal kalite, çerçeveli', ''],
    },
    {
      key: 'variant',
      header: 'Varyant',
      required: true,
      description: 'Yoksa oluşturulur.',
      examples: ['Orijinal', 'OEM'],
    },
    {
      key: 'stockCode',
      header: 'Stok Kodu',
      required: true,
      description: 'Yeni olmalı; kayıtlı bir kod yalnızca satır aynı ürün ve varyantı anlatıyorsa atlanır.',
      examples: ['APL-IP13-EKR-ORJ', 'APL-IP13-EKR-OEM'],
    },
    {
      key: 'quantity',
      header: 'Adet',
      required: false,
      description: 'Başlangıç miktarı (boşsa 0).',
      examples: ['10', '25'],
    },
    {
      key: 'priceUsd',
      header: 'Fiyat USD',
      required: true,
      description: 'Ondalık virgülle, en fazla 2 basamak (12,50).',
      examples: ['45,90', '29,50'],
    },
    {
      key: 'criticalLevel',
      header: 'Kritik Seviye',
      required: false,
      description: 'Boşsa 0.',
      examples: ['3', '5'],
    },
  ],
  'update-models': [
    ...productTarget,
    {
      key: 'brand',
      header: 'Marka',
      required: false,
      description: 'Modellerin aranacağı marka (boşsa ürünün şimdiki modellerinin markaları).',
      examples: ['', 'Samsung'],
    },
    {
      key: 'models',
      header: 'Modeller',
      required: true,
      description: '| ile ayrılmış model adları, markada arama anahtarıyla eşleşir (iphone13 = iPhone 13).',
      examples: ['iPhone 13 Mini', 'Galaxy S22|Galaxy S22+'],
    },
    {
      key: 'mode',
      header: 'Mod',
      required: false,
      description: 'ekle: modelleri ekler; değiştir: ürünün modellerini bunlarla değiştirir (boşsa ekle).',
      examples: ['ekle', 'değiştir'],
    },
  ],
  'update-descriptions': [
    ...productTarget,
    {
      key: 'productName',
      header: 'Ürün Adı',
      required: false,
      description: 'Doluysa ürünün yeni adı; boşsa ad değişmez.',
      examples: ['', 'Galaxy S22 Batarya'],
    },
    {
      key: 'description',
      header: 'Açıklama',
      required: true,
      description: 'Ürünün yeni açıklaması; boş hücre açıklamayı değiştirmez.',
      examples: ['Orijinal kalite, çerçeveli', '4500 mAh, 6 ay garanti'],
    },
  ],
  'stock-update': [
    {
      key: 'stockId',
      header: 'Stok ID',
      required: false,
      description: 'Stoğun numarası ya da Stok Kodu (ikisinden biri).',
      examples: ['101', ''],
    },
    {
      key: 'stockCode',
      header: 'Stok Kodu',
      required: false,
      description: 'Stoğun kodu.',
      examples: ['APL-IP13-EKR-ORJ', 'APL-IP13-EKR-OEM'],
    },
    {
      key: 'seenQuantity',
      header: 'Görülen Adet',
      required: false,
      description:
        'Dosya alınırken stokta olan miktar (dışa aktarılan dosyada vardır; değiştirmeyin). Stok o zamandan beri ' +
        'değiştiyse satır hatalıdır.',
      examples: ['10', '25'],
    },
    { key: 'quantity', header: 'Adet', required: false, description: 'Yeni miktar.', examples: ['12', '25'] },
    { key: 'priceUsd', header: 'Fiyat USD', required: false, description: 'Yeni fiyat.', examples: ['47,50', '29,50'] },
    {
      key: 'criticalLevel',
      header: 'Kritik Seviye',
      required: false,
      description: 'Yeni kritik seviye.',
      examples: ['3', '5'],
    },
  ],
} as const satisfies Record<FileImportKind, readonly ImportColumn[]>;

/** The header of an import's column, by its key. */
export function importHeader(kind: FileImportKind, key: string): string {
  return (importColumns[kind] as readonly ImportColumn[]).find((c) => c.key === key)?.header ?? key;
}

/** Which of an import's columns a header names: the search keys are compared, so `fiyat usd` is `Fiyat USD`. */
export function columnForHeader(kind: FileImportKind, header: string): ImportColumn | undefined {
  const key = searchKey(header);
  if (key === '') return undefined;
  return (importColumns[kind] as readonly ImportColumn[]).find(
    (c) => searchKey(c.header) === key || (c.aliases ?? []).some((a) => searchKey(a) === key),
  );
}

/** The most data lines an import file may hold. */
export const IMPORT_MAX_LINES = 50_000;
/** The largest import file (a 50,000-line CSV is about 10 MB). */
export const IMPORT_MAX_BYTES = 32 * 1024 * 1024;
/** How many bad lines an answer lists; the rest are counted. */
export const IMPORT_MAX_ERRORS = 1_000;

/** A UUID chosen by the page, so it can poll the job's progress while its request runs. */
export const importJobId = labelled(
  'İş kimliği',
  z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
    message: 'Geçerli bir UUID olmalıdır',
  }),
);
export const importQuery = z.object({
  /** `true`: run everything, answer what would happen, and write nothing. */
  dryRun: labelled('Deneme', z.enum(['true', 'false'])).optional(),
  jobId: importJobId.optional(),
});
export type ImportQuery = z.infer<typeof importQuery>;

export const importAction = z.enum(['create', 'update', 'delete', 'skip']);
export type ImportAction = z.infer<typeof importAction>;
/** What one line of the file does (or, for the stock-code clean-up, one stock). */
export const importRow = z.object({
  /** The line in the file (the header is line 1; an .xlsx row number); 0 where no file was read. */
  line: z.number().int(),
  action: importAction,
  /** The stock code or product the line is about. */
  target: z.string(),
  /** The product (and variant) it changes, for reading. */
  name: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  /** Why a line is skipped, or what else happens with it. */
  note: z.string().nullable(),
});
export type ImportRow = z.infer<typeof importRow>;
/** A bad line: its number (0: the file as a whole, e.g. a missing column), the column's header, a Turkish reason. */
export const importLineError = z.object({ line: z.number().int(), column: z.string().nullable(), message: z.string() });
export type ImportLineError = z.infer<typeof importLineError>;
/** The brands, series, models, categories and variants an add-products import creates (`Seri` as "Apple / Seri"). */
export const importNewNames = z.object({
  brands: z.array(z.string()),
  series: z.array(z.string()),
  models: z.array(z.string()),
  categories: z.array(z.string()),
  variants: z.array(z.string()),
});
export type ImportNewNames = z.infer<typeof importNewNames>;

export const importResult = z.object({
  jobId: z.string().nullable(),
  kind: z.enum(importKinds),
  dryRun: z.boolean(),
  /** True when the changes were written: a real run without a bad line. */
  applied: z.boolean(),
  /** Data lines read (without the header and empty lines). */
  lines: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  deleted: z.number().int(),
  skipped: z.number().int(),
  /** Lines with at least one error. */
  failed: z.number().int(),
  newNames: importNewNames,
  /**
   * What each good line does, in line order: the dry run's preview (and the stock-update file's). A real run answers
   * its counts only (its lines are the preview's), and a job keeps no rows.
   */
  rows: z.array(importRow),
  /** The first IMPORT_MAX_ERRORS errors, in line order, and how many more there were. */
  errors: z.array(importLineError),
  moreErrors: z.number().int(),
});
export type ImportResult = z.infer<typeof importResult>;

/**
 * A bulk-update file read into the rows `PUT /stocks/bulk-update` takes (each quantity with the quantity seen in the
 * file, or the current one): the page shows the preview and sends `items` to apply it.
 */
export const stockFilePreview = importResult.extend({ items: z.array(bulkStockItem) });
export type StockFilePreview = z.infer<typeof stockFilePreview>;

/** The field a real run's 400 names for a bad line: `line.12` or `line.12.Fiyat USD`. */
export const importErrorField = (error: ImportLineError) =>
  error.column ? `line.${error.line}.${error.column}` : `line.${error.line}`;

/** The line number a real run's 400 detail names, if it names one. */
export function lineOfErrorField(field: string): number | undefined {
  const match = /^line\.(\d+)(?:\.|$)/.exec(field);
  return match ? Number(match[1]) : undefined;
}

export const importPhase = z.enum(['reading', 'checking', 'applying', 'done', 'failed']);
export type ImportPhase = z.infer<typeof importPhase>;
export const importPhaseNames: Record<ImportPhase, string> = {
  reading: 'Dosya okunuyor',
  checking: 'Satırlar denetleniyor',
  applying: 'Uygulanıyor',
  done: 'Tamamlandı',
  failed: 'Başarısız',
};

/**
 * An import's progress, kept in the database (every server instance answers it): the page polls it while its upload
 * runs. Bytes and lines grow while the file arrives; the steps of checking and applying are named.
 */
export const importJob = z.object({
  id: z.string(),
  kind: z.enum(importKinds),
  dryRun: z.boolean(),
  phase: importPhase,
  /** The step under way, in Turkish ("Ürünler yazılıyor"). */
  step: z.string().nullable(),
  bytesRead: z.number().int(),
  /** The upload's size as announced (Content-Length), when it was. */
  bytesTotal: z.number().int().nullable(),
  linesRead: z.number().int(),
  startedAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** The answer of the finished request (a real run's or a dry run's). */
  result: importResult.nullable(),
  /** Why it failed: the status and message the request answered with. */
  error: z.object({ status: z.number().int(), message: z.string() }).nullable(),
});
export type ImportJob = z.infer<typeof importJob>;

const fileImport = (path: string, summary: string) =>
  ({
    method: 'POST',
    path,
    access: 'admin',
    summary: `${summary} (multipart: file; CSV ya da .xlsx; ?dryRun=true önizler)`,
    query: importQuery,
    body: 'multipart',
    status: 200,
    response: importResult,
  }) as const;

export const importsApi = defineArea('imports', {
  addNewProducts: fileImport(
    '/users/add-new-products-from-csv',
    'Yeni ürünler: eksik marka, seri, model, kategori ve varyantlar oluşturulur',
  ),
  updateModels: fileImport('/users/update-models-from-csv', 'Ürünlerin uyduğu modelleri ekle ya da değiştir'),
  updateDescriptions: fileImport('/users/update-product-descriptions', 'Ürün açıklamaları (ve adları)'),
  cleanStockCodes: {
    method: 'POST',
    path: '/users/clean-stock-codes',
    access: 'admin',
    summary:
      'Stok kodlarını düzelt (biçimi bozuk, çakışan) ve kullanılmayan 0 adetli stokları sil; ?dryRun=true önizler',
    query: importQuery,
    status: 200,
    response: importResult,
  },
  previewStockFile: {
    method: 'POST',
    path: '/imports/stock-update-preview',
    access: 'admin',
    summary:
      'Toplu stok güncelleme dosyasını oku: önizleme ve PUT /stocks/bulk-update için satırlar (hiçbir şey yazılmaz)',
    query: importQuery,
    body: 'multipart',
    status: 200,
    response: stockFilePreview,
  },
  getImportJob: {
    method: 'GET',
    path: '/imports/jobs/:id',
    access: 'admin',
    summary: 'Bir içe aktarmanın ilerlemesi ve sonucu',
    params: z.object({ id: importJobId }),
    status: 200,
    response: importJob,
  },
  getImportTemplate: {
    method: 'GET',
    path: '/imports/templates/:kind',
    access: 'admin',
    summary: 'İçe aktarma şablonu: başlıklar ve iki örnek satır (CSV ya da .xlsx)',
    params: z.object({ kind: labelled('İçe aktarma türü', z.enum(fileImportKinds)) }),
    query: z.object({ format: fileFormat }),
    status: 200,
    response: null,
  },
});
