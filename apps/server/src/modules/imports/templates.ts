import { type FileImportKind, type ImportColumn, importColumns, readTurkishDecimal } from '@parca/contract';
import type { FastifyReply } from 'fastify';
import { sendTable, type TableCell, type TableFormat } from '../../lib/table-files.ts';

/** The number columns of the templates, by key, and their decimals (prices: 2). */
const numberColumns: Record<string, number> = {
  quantity: 0,
  priceUsd: 2,
  criticalLevel: 0,
  seenQuantity: 0,
  stockId: 0,
  productId: 0,
};

const fileNames: Record<FileImportKind, string> = {
  'add-products': 'sablon-yeni-urunler',
  'update-models': 'sablon-uyumlu-modeller',
  'update-descriptions': 'sablon-urun-aciklamalari',
  'stock-update': 'sablon-toplu-stok',
};

/** An example value: numbers as numbers (typed cells in .xlsx), the rest as written. */
function exampleCell(column: ImportColumn, example: string): TableCell {
  if (example === '' || numberColumns[column.key] === undefined) return example;
  const reading = readTurkishDecimal(example);
  return 'value' in reading ? reading.value : example;
}

/** GET /api/imports/templates/:kind: the import's headers in the contract's order and its two example lines. */
export function sendTemplate(reply: FastifyReply, kind: FileImportKind, format: TableFormat): FastifyReply {
  const columns = importColumns[kind] as readonly ImportColumn[];
  return sendTable(reply, format, fileNames[kind], {
    sheet: 'Şablon',
    columns: columns.map((c) => ({
      header: c.header,
      width: Math.max(12, c.header.length + 2, ...c.examples.map((e) => e.length + 2)),
      decimals: numberColumns[c.key],
    })),
    rows: [0, 1].map((i) => columns.map((c) => exampleCell(c, c.examples[i]))),
  });
}
