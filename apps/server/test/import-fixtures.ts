/**
 * Import fixtures: files as Turkish offices send them (CSV in UTF-8 with or without BOM, Windows-1254, UTF-16; `;`, `,`
 * or tab; .xlsx), and uploads through the route table over `app.inject`.
 */
import { Readable } from 'node:stream';
import type { ImportResult, NamedRoute } from '@parca/contract';
import ExcelJS from 'exceljs';
import { type Headers, injectMultipart } from './catalog-fixtures.ts';
import type { TestApp } from './helpers.ts';

/** The add-products import's headers in the order the tests write them (the optional Kategori Grubu left out). */
export const ADD_PRODUCTS_HEADER = [
  'Marka',
  'Seri',
  'Modeller',
  'Kategori',
  'Ürün Adı',
  'Açıklama',
  'Varyant',
  'Stok Kodu',
  'Adet',
  'Fiyat USD',
  'Kritik Seviye',
];

/** Windows-1254's bytes for the Turkish letters (the rest of what the tests write is ASCII). */
const cp1254: Record<string, number> = {
  Ç: 0xc7,
  ç: 0xe7,
  Ğ: 0xd0,
  ğ: 0xf0,
  İ: 0xdd,
  ı: 0xfd,
  Ö: 0xd6,
  ö: 0xf6,
  Ş: 0xde,
  ş: 0xfe,
  Ü: 0xdc,
  ü: 0xfc,
};

export function windows1254(text: string): Buffer {
  return Buffer.from(
    [...text].map((ch) => {
      const code = cp1254[ch] ?? ch.charCodeAt(0);
      if (code > 0xff) throw new Error(`not in the test's Windows-1254 table: ${ch}`);
      return code;
    }),
  );
}

export type Encoding = 'utf8' | 'utf8-bom' | 'windows-1254' | 'utf16le';

export function encode(text: string, encoding: Encoding): Buffer {
  if (encoding === 'utf8') return Buffer.from(text, 'utf8');
  if (encoding === 'utf8-bom') return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
  if (encoding === 'utf16le') return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
  return windows1254(text);
}

/** A CSV of the rows with the separator; cells holding it, quotes or line breaks are quoted. */
export function csvText(rows: (string | number)[][], separator = ';', lineEnd = '\r\n'): string {
  const cell = (value: string | number) => {
    const text = String(value);
    return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return rows.map((r) => r.map(cell).join(separator)).join(lineEnd) + lineEnd;
}

/** An .xlsx whose first worksheet holds the rows (numbers as number cells); a second worksheet is noise to skip. */
export async function xlsxFile(rows: (string | number | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Satırlar').addRows(rows);
  workbook.addWorksheet('Notlar').addRows([['Bu sayfa okunmaz'], ['Stok Kodu'], ['XYZ']]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Bytes as a stream that arrives `size` bytes at a time (chunk boundaries anywhere, even inside a letter). */
export const chunked = (bytes: Buffer, size: number) =>
  Readable.from(
    (function* () {
      for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
    })(),
  );

/** Uploads a file to an import route (multipart field `file`), with `?dryRun=true` unless told otherwise. */
export function uploadImport(
  t: TestApp,
  headers: Headers | undefined,
  route: NamedRoute,
  file: { data: Buffer | string; filename?: string },
  query: { dryRun?: boolean; jobId?: string } = { dryRun: true },
) {
  const search = new URLSearchParams();
  if (query.dryRun !== undefined) search.set('dryRun', String(query.dryRun));
  if (query.jobId) search.set('jobId', query.jobId);
  const filename = file.filename ?? 'dosya.csv';
  return injectMultipart(
    t,
    headers,
    {
      file: {
        filename,
        contentType: filename.endsWith('.xlsx')
          ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
          : 'text/csv',
        data: typeof file.data === 'string' ? Buffer.from(file.data) : file.data,
      },
    },
    `/api${route.path}?${search}`,
  );
}

/** An upload that must succeed; answers the import's result. */
export async function importOk(...args: Parameters<typeof uploadImport>): Promise<ImportResult> {
  const res = await uploadImport(...args);
  if (res.statusCode !== 200) throw new Error(`import failed: ${res.statusCode} ${res.body}`);
  return res.json() as ImportResult;
}
