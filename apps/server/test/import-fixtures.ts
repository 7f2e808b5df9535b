/**
 * Import fixtures: files as Turkish offices send them (CSV in UTF-8 with or without BOM, Windows-1254, UTF-16; `;`, `,`
 * or tab; .xlsx), and uploads through the route table over `app.inject`.
 */
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
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

/** A zip entry as stored: its deflated bytes, what they inflate to and its CRC. */
export type ZipEntry = { name: string; deflated: Buffer; size: number; crc: number };

/** A text deflated into a zip entry. */
export function deflatedEntry(name: string, text: string): ZipEntry {
  const bytes = Buffer.from(text);
  return { name, deflated: zlib.deflateRawSync(bytes), size: bytes.length, crc: zlib.crc32(bytes) };
}

/**
 * `head`, then `unit` repeated until about `bytes`, then `tail`, deflated without ever being held whole: a megabyte of
 * the repeats is deflated once with a full flush (no reference back past it) and written again and again, as a zip
 * bomb is made (500 MB of XML in 0.5 MB).
 */
export function repeatedEntry(name: string, head: string, unit: string, bytes: number, tail: string): ZipEntry {
  const block = Buffer.from(unit.repeat(Math.ceil((1 << 20) / Buffer.byteLength(unit))));
  const times = Math.max(1, Math.round(bytes / block.length));
  const fullFlush = { finishFlush: zlib.constants.Z_FULL_FLUSH };
  const deflatedBlock = zlib.deflateRawSync(block, fullFlush);
  let crc = zlib.crc32(head);
  for (let i = 0; i < times; i++) crc = zlib.crc32(block, crc);
  return {
    name,
    deflated: Buffer.concat([
      zlib.deflateRawSync(Buffer.from(head), fullFlush),
      ...Array.from({ length: times }, () => deflatedBlock),
      zlib.deflateRawSync(Buffer.from(tail)),
    ]),
    size: Buffer.byteLength(head) + times * block.length + Buffer.byteLength(tail),
    crc: zlib.crc32(tail, crc),
  };
}

/** A zip of the entries with their sizes in the local headers, as Excel writes it. */
export function zipOf(entries: ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.deflated.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.deflated.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, name, entry.deflated);
    directory.push(central, name);
    offset += local.length + name.length + entry.deflated.length;
  }
  const centralDirectory = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralDirectory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, centralDirectory, end]);
}

const SPREADSHEET = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
/** The opening of xl/sharedStrings.xml and of a worksheet, for entries a test writes itself. */
export const SHARED_STRINGS_HEAD = `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${SPREADSHEET}">`;
export const SHEET_HEAD = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${SPREADSHEET}"><sheetData>`;
export const SHEET_TAIL = '</sheetData></worksheet>';

/** A worksheet row of inline strings (row `r`, cells from column A). */
export const sheetRow = (r: number, cells: string[]) =>
  `<row r="${r}">${cells.map((text, i) => `<c r="${String.fromCharCode(65 + i)}${r}" t="inlineStr"><is><t>${text}</t></is></c>`).join('')}</row>`;

/**
 * A small .xlsx put together by hand around the given shared strings and first worksheet (stored in that order, so
 * ExcelJS reads the worksheet straight from the upload): what a test needs to blow one part of a workbook up.
 */
export function handMadeXlsx(parts: { sharedStrings?: ZipEntry; sheet: ZipEntry }): Buffer {
  const sharedStrings = parts.sharedStrings ?? deflatedEntry('xl/sharedStrings.xml', `${SHARED_STRINGS_HEAD}</sst>`);
  return zipOf([
    deflatedEntry(
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/></Types>',
    ),
    deflatedEntry(
      '_rels/.rels',
      `<?xml version="1.0"?><Relationships xmlns="${PACKAGE_RELATIONSHIPS}"><Relationship Id="rId1" ` +
        `Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    deflatedEntry(
      'xl/workbook.xml',
      `<?xml version="1.0"?><workbook xmlns="${SPREADSHEET}" xmlns:r="${RELATIONSHIPS}"><sheets>` +
        '<sheet name="Satırlar" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    deflatedEntry(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0"?><Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
        `<Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${RELATIONSHIPS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ),
    sharedStrings,
    { ...parts.sheet, name: 'xl/worksheets/sheet1.xml' },
  ]);
}
