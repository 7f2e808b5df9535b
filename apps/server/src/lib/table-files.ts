import { PassThrough, Readable } from 'node:stream';
import { csvTextCell } from '@parca/contract';
import type { FastifyReply } from 'fastify';

/**
 * Tables as files a Turkish Excel opens as they are (docs/domain.md#csv-and-excel-files): CSV in UTF-8 with a BOM, `;`-separated, numbers with
 * a decimal comma; or .xlsx with typed number cells. Both stream to the reply row by row (templates and exports).
 */

export type TableColumn = {
  header: string;
  width?: number /** Decimals of a number column (prices: 2). */;
  decimals?: number;
};
export type TableCell = string | number | null;
/** The most rows a list's export writes (a year of a busy shop's orders fits many times over). */
export const EXPORT_MAX_ROWS = 100_000;
export type Table = { sheet: string; columns: TableColumn[]; rows: Iterable<TableCell[]> };
export type TableFormat = 'csv' | 'xlsx';

function csvCell(cell: TableCell, column: TableColumn | undefined): string {
  if (cell === null) return '';
  if (typeof cell === 'number') {
    const text = column?.decimals !== undefined ? cell.toFixed(column.decimals) : String(cell);
    return text.replace('.', ',');
  }
  // a text Excel would take for a formula gets a leading apostrophe: the contract's rule, which the web's CSV uses too
  return csvTextCell(cell);
}

function* csvLines(table: Table): Generator<string> {
  const line = (cells: TableCell[]) => `${cells.map((c, i) => csvCell(c, table.columns[i])).join(';')}\r\n`;
  yield `\uFEFF${line(table.columns.map((c) => c.header))}`;
  for (const row of table.rows) yield line(row);
}

async function writeXlsx(table: Table, out: PassThrough): Promise<void> {
  // Loaded on the first .xlsx, as the reader does (xlsx.ts).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(table.sheet);
  sheet.columns = table.columns.map((c) => ({
    header: c.header,
    width: c.width ?? Math.max(10, c.header.length + 2),
    ...(c.decimals !== undefined
      ? { style: { numFmt: c.decimals > 0 ? `#,##0.${'0'.repeat(c.decimals)}` : '0' } }
      : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const row of table.rows) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
}

export const contentTypes: Record<TableFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Sends the table as a download named `<baseName>.<format>` (an ASCII name: every browser keeps it). */
export function sendTable(reply: FastifyReply, format: TableFormat, baseName: string, table: Table): FastifyReply {
  reply.header('Content-Disposition', `attachment; filename="${baseName}.${format}"`).type(contentTypes[format]);
  if (format === 'csv') return reply.send(Readable.from(csvLines(table)));
  const out = new PassThrough();
  writeXlsx(table, out).catch((err) => out.destroy(err));
  return reply.send(out);
}
