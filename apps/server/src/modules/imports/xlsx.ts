import { pipeline, type Readable } from 'node:stream';
import type { SourceRecord } from './csv.ts';
import { holdUnzipEndUntilRead } from './unzip-end.ts';
import { InflateLimit } from './zip-limits.ts';

/**
 * The rows of an .xlsx file's first worksheet, read with ExcelJS's streaming reader as the upload arrives: rows come
 * out one by one and are never all held as cells. (A worksheet stored before the shared strings waits in a temporary
 * file until they are read, which ExcelJS removes.) What the file's entries inflate to is counted on the way in
 * (zip-limits.ts).
 */

/** A number as the import's cell readers take it: the Turkish way, with a decimal comma (12.5 → "12,5"). */
export function numberCell(value: number): string {
  if (Number.isInteger(value)) return String(value);
  // 15 significant digits drop binary noise such as 0.1 + 0.2 = 0.30000000000000004.
  return String(Number(value.toPrecision(15))).replace('.', ',');
}

type RichValue = {
  richText?: { text: string }[];
  text?: unknown;
  result?: unknown;
  error?: unknown;
  formula?: unknown;
  sharedFormula?: unknown;
};

/** A cell's value as text: formulas by their result, rich text and links by their text, errors as nothing. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return numberCell(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  const rich = value as RichValue;
  if (rich.richText)
    return rich.richText
      .map((r) => r.text)
      .join('')
      .trim();
  if (rich.formula !== undefined || rich.sharedFormula !== undefined) return cellText(rich.result);
  if (rich.text !== undefined) return cellText(rich.text);
  return '';
}

/**
 * Each step of `steps` unless `failure` comes first: ExcelJS waits forever on an upload that breaks off or is stopped
 * under it, so its every step is raced against the upload's failure.
 */
async function* until<T>(steps: AsyncIterable<T>, failure: Promise<never>): AsyncGenerator<T> {
  const iterator = steps[Symbol.asyncIterator]();
  let between = true;
  try {
    for (;;) {
      between = false;
      const step = await Promise.race([iterator.next(), failure]);
      between = true;
      if (step.done) return;
      yield step.value;
    }
  } finally {
    // A reader left between two steps is closed (a worksheet's temporary file with it); one stuck in a step is dropped.
    if (between) iterator.return?.()?.catch(() => {});
  }
}

type SheetStream = { path?: unknown; destroy?: () => void; on?: (event: 'error', listener: () => void) => void };
/** The stream ExcelJS reads a worksheet from: a temporary file's (it has a path) once the upload has been read. */
const streamOf = (sheet: unknown) => (sheet as { iterator?: SheetStream }).iterator;

/**
 * Lets ExcelJS finish a file whose upload it has read whole, without reading the worksheets: it removes each
 * worksheet's temporary file only as it passes it, so a file stopped at its header would otherwise keep two files and
 * descriptors open until the server stops.
 */
async function readPast(sheets: AsyncIterator<unknown>) {
  for (let step = await sheets.next(); !step.done; step = await sheets.next()) {
    // Its read stream is closed unread (still opening, it may find the file already removed).
    const stream = streamOf(step.value);
    stream?.on?.('error', () => {});
    stream?.destroy?.();
  }
}

/** The first worksheet's rows (the other worksheets are read past, as the stream must be read to its end). */
export async function* xlsxRecords(input: Readable): AsyncGenerator<SourceRecord> {
  // Loaded on the first .xlsx: ExcelJS costs a server ~25 MB of memory from the moment it is imported.
  const { default: ExcelJS } = await import('exceljs');
  holdUnzipEndUntilRead();
  const counted = new InflateLimit();
  const failure = new Promise<never>((_, reject) => pipeline(input, counted, (err) => err && reject(err)));
  failure.catch(() => {});
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(counted, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  const sheets = workbook[Symbol.asyncIterator]();
  const nextSheet = () => Promise.race([sheets.next(), failure]);
  let readToEnd = false;
  let pastTheUpload = false;
  try {
    for (let step = await nextSheet(), first = true; !step.done; step = await nextSheet(), first = false) {
      pastTheUpload = typeof streamOf(step.value)?.path === 'string';
      for await (const row of until(step.value, failure)) {
        if (!first) continue;
        const values = row.values as unknown[];
        const cells: string[] = [];
        for (let c = 1; c < values.length; c++) cells.push(cellText(values[c]));
        yield { line: row.number, cells };
      }
    }
    readToEnd = true;
  } finally {
    // Stopped early (a refused line, a cap, a broken upload): past the upload, ExcelJS is let finish, to clean up;
    // otherwise the upload is let go, and ExcelJS, waiting on it, is dropped.
    if (!readToEnd && pastTheUpload) await readPast(sheets).catch(() => {});
    counted.destroy();
  }
}
