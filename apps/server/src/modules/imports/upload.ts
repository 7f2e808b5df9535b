import { Readable } from 'node:stream';
import {
  columnForHeader,
  ErrorCode,
  type FileImportKind,
  formatInteger,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_LINES,
  type ImportColumn,
  importColumns,
} from '@parca/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { CellParser, CellReader, LineErrors } from './cells.ts';
import { csvRecords, type SourceRecord } from './csv.ts';
import { decodeText } from './decode.ts';
import type { ImportJobTracker } from './jobs.ts';
import { xlsxRecords } from './xlsx.ts';
import { InflateLimitError, XLSX_INFLATE_LIMITS } from './zip-limits.ts';

/**
 * An import file read into the import's lines, each as it arrived (its raw cells are not kept, so a large file is held
 * once, as lines), with every bad line's errors and the number of data lines.
 */
export type ImportTable<Line> = { fileName: string; lines: Line[]; count: number; errors: LineErrors };
/** What reading a file needs of an import: its columns (by kind) and how it reads one line's cells. */
export type LineReader<Line> = {
  kind: FileImportKind;
  readLine?(cells: CellReader): Line | undefined;
};

const fileError = (status: number, message: string) =>
  new AppError(status, status === 400 ? ErrorCode.Validation : ErrorCode.PayloadTooLarge, message, [
    { field: 'file', message },
  ]);
export const fileTooLarge = () =>
  fileError(
    413,
    `Dosya en fazla ${IMPORT_MAX_BYTES / 1024 / 1024} MB ve ${formatInteger(IMPORT_MAX_LINES)} satır (boş satırlar da sayılır) olabilir.`,
  );

const inMB = (bytes: number) => bytes / 1024 / 1024;
const inflatesTooLarge = () =>
  fileError(
    413,
    `Dosya: .xlsx açıldığında çok büyük (metinleri en fazla ${inMB(XLSX_INFLATE_LIMITS.sharedStrings)} MB, bir ` +
      `hücresi ${inMB(XLSX_INFLATE_LIMITS.text)} MB, her parçası ${inMB(XLSX_INFLATE_LIMITS.entry)} MB, tümü ` +
      `${inMB(XLSX_INFLATE_LIMITS.total)} MB olabilir). Dosyayı bölün ya da CSV olarak kaydedip yükleyin.`,
  );

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (bytes: Buffer, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/**
 * The records of an uploaded file as its bytes arrive: an .xlsx (a zip) through the streaming reader, anything else
 * as CSV text. The file's first chunk decides; it is handed on with the rest, so nothing is read twice.
 */
async function* recordsOf(file: Readable, onBytes: (bytes: number) => void): AsyncGenerator<SourceRecord> {
  let bytes = 0;
  const chunks = (async function* () {
    for await (const chunk of file as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      onBytes(bytes);
      yield chunk;
    }
  })();
  const first = await chunks.next();
  if (first.done) return;
  const head = first.value;
  const all = (async function* () {
    yield head;
    yield* chunks;
  })();
  if (startsWith(head, OLE)) {
    throw fileError(400, 'Eski Excel (.xls) dosyası okunamaz: dosyayı .xlsx ya da CSV olarak kaydedip yükleyin.');
  }
  if (startsWith(head, ZIP)) yield* xlsxRecords(Readable.from(all));
  else yield* csvRecords(decodeText(all));
}

type Header = { positions: Map<string, number>; width: number };

/** Which cell of a line holds which column, from the header line; a missing required column stops the import. */
function headerOf(kind: FileImportKind, header: SourceRecord): Header {
  const positions = new Map<string, number>();
  header.cells.forEach((cell, index) => {
    const column = columnForHeader(kind, cell);
    if (!column) return;
    if (positions.has(column.key)) {
      throw fileError(400, `"${column.header}" sütunu dosyada iki kez var (satır ${header.line}).`);
    }
    positions.set(column.key, index);
  });
  const missing = (importColumns[kind] as readonly ImportColumn[]).filter((c) => c.required && !positions.has(c.key));
  if (missing.length > 0) {
    const found = header.cells.filter(Boolean).join(', ') || 'yok';
    throw fileError(
      400,
      `Dosyada ${missing.map((c) => `"${c.header}"`).join(', ')} sütunu yok (ilk dolu satır başlık sayılır; ` +
        `bulunan başlıklar: ${found}).`,
    );
  }
  return { positions, width: header.cells.length };
}

const extraCells =
  'Satırda başlıktan fazla hücre var: ondalık virgüllü sayılar tırnak içinde olmalı ya da ayırıcı ; olmalı.';

/** Reads the file: the first non-empty line is the header, each later non-empty line a row, read as it arrives. */
async function readTable<Line>(
  file: Readable,
  fileName: string,
  importer: LineReader<Line>,
  job: ImportJobTracker,
): Promise<ImportTable<Line>> {
  const lines: Line[] = [];
  const errors = new LineErrors();
  let header: Header | undefined;
  let rows = 0;
  let count = 0;
  const parser = new CellParser();
  try {
    for await (const record of recordsOf(file, (bytesRead) => job.update({ bytesRead }))) {
      // Empty lines count too: a worksheet of a million empty rows is refused here, not read to its end.
      if (++rows > IMPORT_MAX_LINES + 1) throw fileTooLarge();
      if (record.cells.every((c) => c === '')) continue;
      if (!header) {
        header = headerOf(importer.kind, record);
        continue;
      }
      count++;
      const cells: Record<string, string> = {};
      for (const [key, index] of header.positions) cells[key] = record.cells[index] ?? '';
      if (record.problem) errors.add(record.line, null, record.problem);
      if (record.cells.slice(header.width).some(Boolean)) errors.add(record.line, null, extraCells);
      const line = importer.readLine?.(new CellReader(importer.kind, { line: record.line, cells }, errors, parser));
      if (line !== undefined) lines.push(line);
      job.update({ linesRead: count });
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof InflateLimitError) throw inflatesTooLarge();
    // A zip that is no workbook, a broken .xlsx: the reader's own error says nothing to a person.
    throw fileError(400, 'Dosya okunamadı: geçerli bir CSV (UTF-8 ya da Windows-1254) ya da .xlsx dosyası yükleyin.');
  }
  if (!header) throw fileError(400, 'Dosya boş: bir başlık satırı ve altında satırlar olmalı.');
  return { fileName, lines, count, errors };
}

/**
 * The import file of a multipart request, read while it uploads (the `file` field; other parts are read past). The
 * upload's bytes and lines go to the job as they arrive.
 */
export async function readUploadedTable<Line>(
  request: FastifyRequest,
  importer: LineReader<Line>,
  job: ImportJobTracker,
): Promise<ImportTable<Line>> {
  if (!request.isMultipart()) {
    throw fileError(400, 'Dosya: istek multipart/form-data olmalı ve dosya "file" alanında gönderilmeli.');
  }
  let table: ImportTable<Line> | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || table) {
        part.file.resume();
        continue;
      }
      table = await readTable(part.file, part.filename, importer, job);
      if (part.file.truncated) throw fileTooLarge();
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
    if (err instanceof AppError) throw err;
    throw fileError(400, 'Form verisi okunamadı.');
  }
  if (!table) throw fileError(400, 'Dosya: zorunlu alan ("file" alanında bir CSV ya da .xlsx dosyası gönderin).');
  return table;
}
