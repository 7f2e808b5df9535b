import {
  type BulkStockItem,
  criticalLevel,
  type ErrorDetail,
  priceUsd,
  type QuantityChanged,
  quantity,
  type StockUpdateRow,
  stockLocation,
} from '@parca/contract';
import type { z } from 'zod';
import { decimalProblem, decimalText, readDecimal } from '../../ui/DecimalInput';
import { bulk } from './messages';

/** The grid's editable cells: three figures and the shelf (text; empty clears it). */
export const gridFields = ['quantity', 'priceUsd', 'criticalLevel', 'location'] as const;
export type GridField = (typeof gridFields)[number];
type FigureField = Exclude<GridField, 'location'>;

export const fieldSchemas: Record<FigureField, z.ZodType> = { quantity, priceUsd, criticalLevel };
export const fieldLabels: Record<GridField, string> = {
  quantity: bulk.colQuantity,
  priceUsd: bulk.colPrice,
  criticalLevel: bulk.colCritical,
  location: bulk.colLocation,
};

/** What the person typed into a stock's cells (the text, read the Turkish way when sent). */
export type StockEdit = Partial<Record<GridField, string>>;
/** Unsaved edits by stock id: a stock that two product variants sell from is one stock, edited once. */
export type Edits = ReadonlyMap<number, StockEdit>;

/** The stock's figures as loaded, by stock id. */
export type Loaded = Pick<StockUpdateRow, 'stockId' | GridField>;

/** The cell's value as the grid shows it: the typed text, else the loaded figure. */
export function cellText(row: Loaded, edits: Edits, field: GridField): string {
  const typed = edits.get(row.stockId)?.[field];
  if (typed !== undefined) return typed;
  return field === 'location' ? (row.location ?? '') : decimalText(row[field], fieldSchemas[field]);
}

/**
 * Whether the typed text states what was loaded ("12,50" = 12.5; a shelf with spaces around it, an empty shelf for
 * none): such an edit is none.
 */
function sameFigure(row: Loaded, field: GridField, text: string): boolean {
  if (field === 'location') return text.trim() === (row.location ?? '');
  const value = readDecimal(text);
  return value !== null && !decimalProblem(text, fieldSchemas[field]) && value === row[field];
}

/** The edits after typing `text` into a cell: an edit back to the loaded figure removes it. */
export function setCell(edits: Edits, row: Loaded, field: GridField, text: string): Edits {
  const next = new Map(edits);
  const edit: StockEdit = { ...next.get(row.stockId) };
  if (sameFigure(row, field, text)) delete edit[field];
  else edit[field] = text;
  if (Object.keys(edit).length === 0) next.delete(row.stockId);
  else next.set(row.stockId, edit);
  return next;
}

/** Per-row undo: forgets the stock's edits. */
export function undoStock(edits: Edits, stockId: number): Edits {
  const next = new Map(edits);
  next.delete(stockId);
  return next;
}

/** What is wrong with a typed cell, in Turkish, or undefined. */
export function cellProblem(field: GridField, text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  if (field === 'location') {
    const read = stockLocation.safeParse(text);
    return read.success ? undefined : `${fieldLabels.location}: ${read.error.issues[0]?.message}`;
  }
  if (text.trim() === '') return bulk.required(fieldLabels[field]);
  return decimalProblem(text, fieldSchemas[field], fieldLabels[field]);
}

/** Every typed cell with a problem, by stock id and field. */
export function editProblems(edits: Edits): Map<number, StockEdit> {
  const problems = new Map<number, StockEdit>();
  for (const [stockId, edit] of edits) {
    for (const field of gridFields) {
      const problem = cellProblem(field, edit[field]);
      if (problem) problems.set(stockId, { ...problems.get(stockId), [field]: problem });
    }
  }
  return problems;
}

/** One row per stock (the first row of each), for counting and sending. */
export function uniqueStocks<T extends Loaded>(rows: readonly T[]): Map<number, T> {
  const stocks = new Map<number, T>();
  for (const row of rows) if (!stocks.has(row.stockId)) stocks.set(row.stockId, row);
  return stocks;
}

/**
 * The bulk update's rows: one per edited stock, only the changed figures; a quantity states the quantity loaded
 * (`expectedQuantity`), so an order that moved it meanwhile makes the server answer 409 instead of undoing the order.
 * Call with edits free of problems (`editProblems`).
 */
export function changedItems(stocks: ReadonlyMap<number, Loaded>, edits: Edits): BulkStockItem[] {
  const items: BulkStockItem[] = [];
  for (const [stockId, edit] of edits) {
    const row = stocks.get(stockId);
    if (!row) continue;
    const item: BulkStockItem = { stockId };
    const shelf = edit.location?.trim();
    if (shelf !== undefined && shelf !== (row.location ?? '')) item.location = shelf || null;
    for (const field of gridFields) {
      if (field === 'location') continue;
      const value = edit[field] === undefined ? null : readDecimal(edit[field]);
      if (value === null || value === row[field]) continue;
      item[field] = value;
      if (field === 'quantity') item.expectedQuantity = row.quantity;
    }
    if (Object.keys(item).length > 1) items.push(item);
  }
  return items;
}

/** A price raised or cut by `percent`, in whole cents (half a cent rounds up), never below one cent. */
export function changeByPercent(price: number, percent: number): number {
  const cents = Math.round(price * 100);
  const changed = Math.round((cents * (100 + percent)) / 100);
  return Math.max(1, changed) / 100;
}

/**
 * The edits after changing the price of every row shown by `percent`: from the price typed (if it reads) or the
 * loaded one.
 */
export function applyPercent(edits: Edits, rows: readonly Loaded[], percent: number): Edits {
  let next = edits;
  for (const row of uniqueStocks(rows).values()) {
    const typed = edits.get(row.stockId)?.priceUsd;
    const current =
      typed !== undefined && !cellProblem('priceUsd', typed) ? (readDecimal(typed) ?? row.priceUsd) : row.priceUsd;
    next = setCell(next, row, 'priceUsd', decimalText(changeByPercent(current, percent), priceUsd));
  }
  return next;
}

/**
 * A column copied from Excel: one value a line (the first cell of a line when several columns came along), the
 * clipboard's closing line break left out. A single value is no column: the input takes it as typed.
 */
export function parsePastedColumn(text: string): string[] | undefined {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n+$/, '').split('\n');
  if (lines.length < 2) return undefined;
  return lines.map((line) => (line.split('\t')[0] ?? '').trim());
}

/** The edits after pasting `values` down `field` from the row at `start` (rows past the last are dropped). */
export function pasteColumn(edits: Edits, rows: readonly Loaded[], start: number, field: GridField, values: string[]) {
  let next = edits;
  values.forEach((value, offset) => {
    const row = rows[start + offset];
    if (row) next = setCell(next, row, field, value);
  });
  return next;
}

/** A 400's problems by stock and field: `items.<n>.<field>` names the n-th row sent. */
export function serverProblems(details: readonly ErrorDetail[], sent: readonly BulkStockItem[]) {
  const problems = new Map<number, StockEdit>();
  for (const detail of details) {
    if (!('field' in detail)) continue;
    const match = /^items\.(\d+)(?:\.(\w+))?/.exec(detail.field);
    const item = match ? sent[Number(match[1])] : undefined;
    if (!item || !match) continue;
    const field = (gridFields as readonly string[]).includes(match[2] ?? '') ? (match[2] as GridField) : 'quantity';
    problems.set(item.stockId, { ...problems.get(item.stockId), [field]: detail.message });
  }
  return problems;
}

/** A 409 QUANTITY_CHANGED's rows: today's quantity by stock id. */
export function movedQuantities(details: readonly ErrorDetail[]): Map<number, number> {
  const moved = new Map<number, number>();
  for (const detail of details) {
    if ('currentQuantity' in detail) moved.set(detail.stockId, (detail as QuantityChanged).currentQuantity);
  }
  return moved;
}
