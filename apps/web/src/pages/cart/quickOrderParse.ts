import { MAX_ORDER_LINE_QUANTITY, normaliseStockCode } from '@parca/contract';

/** One stock code of a quick order, its quantities summed over every line that named it. */
export interface QuickOrderLine {
  /** The code as first typed (sent to the server, which normalises it the same way). */
  code: string;
  /** Its normalised form (docs/domain.md#stock-codes): two spellings of one code are one line. */
  stockCode: string;
  quantity: number;
  /** The text's line numbers (from 1) that named this code. */
  lineNumbers: number[];
}

/** Why a line of the text was not read: its quantity, too many columns, or a code longer than a code can be. */
export type QuickOrderProblem = 'quantity' | 'columns' | 'codeLength';

export interface QuickOrderError {
  lineNumber: number;
  text: string;
  problem: QuickOrderProblem;
}

export interface QuickOrderParse {
  lines: QuickOrderLine[];
  errors: QuickOrderError[];
}

/** The longest code the lookup accepts (the contract's `text().max(100)`). */
const CODE_MAX = 100;

/**
 * A quantity as people type it: digits, or tr-TR thousands ("1.000"). Anything else (0, "2,5", "-1", "abc", more than
 * an order line may hold) is not a quantity.
 */
function readQuantity(text: string): number | null {
  if (!/^\d+$/.test(text) && !/^\d{1,3}(\.\d{3})+$/.test(text)) return null;
  const n = Number(text.replaceAll('.', ''));
  return n >= 1 && n <= MAX_ORDER_LINE_QUANTITY ? n : null;
}

/**
 * A line's columns. Excel copies cells with tabs and people type `;`: then those separate, and spaces inside a cell
 * belong to it. Otherwise white space separates.
 */
function columnsOf(line: string): string[] {
  const separated = /[\t;]/.test(line) ? line.split(/[\t;]/) : line.split(/\s+/);
  return separated.map((c) => c.trim()).filter((c) => c !== '');
}

/** One line: its code and quantity, why it cannot be read, or 'blank'. */
function readLine(raw: string): { code: string; quantity: number } | QuickOrderProblem | 'blank' {
  const columns = columnsOf(raw);
  if (columns.length === 0) return 'blank';
  if (columns.length > 2) return 'columns';
  const [code, quantityText] = columns;
  if (code.length > CODE_MAX) return 'codeLength';
  const quantity = quantityText === undefined ? 1 : readQuantity(quantityText);
  return quantity === null ? 'quantity' : { code, quantity };
}

/**
 * Reads a quick order typed or pasted as lines of `STOKKODU ADET` (tab, `;` or space separated; CRLF or LF; blank lines
 * skipped). A line with only a code means 1. A line that cannot be read is returned as an error, never dropped; a code
 * named twice (in any spelling) has its quantities summed, capped at what one order line may hold.
 */
export function parseQuickOrder(text: string): QuickOrderParse {
  const byCode = new Map<string, QuickOrderLine>();
  const errors: QuickOrderError[] = [];
  for (const [index, raw] of text.split(/\r\n|\r|\n/).entries()) {
    const read = readLine(raw);
    if (read === 'blank') continue;
    const lineNumber = index + 1;
    if (typeof read === 'string') {
      errors.push({ lineNumber, text: raw.trim(), problem: read });
      continue;
    }
    const { code, quantity } = read;
    const stockCode = normaliseStockCode(code);
    const seen = byCode.get(stockCode);
    if (seen) {
      seen.quantity = Math.min(seen.quantity + quantity, MAX_ORDER_LINE_QUANTITY);
      seen.lineNumbers.push(lineNumber);
    } else {
      byCode.set(stockCode, { code, stockCode, quantity, lineNumbers: [lineNumber] });
    }
  }
  return { lines: [...byCode.values()], errors };
}
