import { MAX_ORDER_LINE_QUANTITY } from '@parca/contract';
import { describe, expect, it } from 'vitest';
import { parseQuickOrder } from '../src/pages/cart/quickOrderParse';

const pairs = (text: string) => parseQuickOrder(text).lines.map((l) => [l.stockCode, l.quantity]);

describe('parseQuickOrder', () => {
  it('reads code and quantity separated by a tab (an Excel copy), a semicolon or spaces', () => {
    expect(pairs('APL-1\t3')).toEqual([['APL-1', 3]]);
    expect(pairs('APL-1;3')).toEqual([['APL-1', 3]]);
    expect(pairs('APL-1 ; 3')).toEqual([['APL-1', 3]]);
    expect(pairs('APL-1    3')).toEqual([['APL-1', 3]]);
    expect(pairs('  APL-1 3  ')).toEqual([['APL-1', 3]]);
  });

  it('takes a line with only a code as 1, and a trailing separator as nothing', () => {
    expect(pairs('APL-1')).toEqual([['APL-1', 1]]);
    expect(pairs('APL-1;')).toEqual([['APL-1', 1]]);
    expect(pairs('APL-1\t\t')).toEqual([['APL-1', 1]]);
  });

  it('reads CRLF, LF and CR line ends, skips blank lines and keeps the text line numbers', () => {
    const parsed = parseQuickOrder('APL-1\t2\r\n\r\n  \r\nSAM-2\t5\nXIA-3 1\rHUA-4');
    expect(parsed.lines.map((l) => [l.code, l.quantity, l.lineNumbers])).toEqual([
      ['APL-1', 2, [1]],
      ['SAM-2', 5, [4]],
      ['XIA-3', 1, [5]],
      ['HUA-4', 1, [6]],
    ]);
    expect(parsed.errors).toEqual([]);
  });

  it('lists a line with a bad quantity as an error with its line number and text, and reads the others', () => {
    const parsed = parseQuickOrder('APL-1 2\nAPL-2 2,5\nAPL-3 0\nAPL-4 -1\nAPL-5 abc\nAPL-6 4');
    expect(parsed.lines.map((l) => [l.stockCode, l.quantity])).toEqual([
      ['APL-1', 2],
      ['APL-6', 4],
    ]);
    expect(parsed.errors).toEqual([
      { lineNumber: 2, text: 'APL-2 2,5', problem: 'quantity' },
      { lineNumber: 3, text: 'APL-3 0', problem: 'quantity' },
      { lineNumber: 4, text: 'APL-4 -1', problem: 'quantity' },
      { lineNumber: 5, text: 'APL-5 abc', problem: 'quantity' },
    ]);
  });

  it('refuses a quantity above what one order line may hold', () => {
    expect(parseQuickOrder(`APL-1 ${MAX_ORDER_LINE_QUANTITY + 1}`).errors[0]?.problem).toBe('quantity');
    expect(pairs(`APL-1 ${MAX_ORDER_LINE_QUANTITY}`)).toEqual([['APL-1', MAX_ORDER_LINE_QUANTITY]]);
  });

  it('reads tr-TR thousands ("1.000") as a whole number', () => {
    expect(pairs('APL-1\t1.000')).toEqual([['APL-1', 1000]]);
    expect(parseQuickOrder('APL-1\t1.5').errors).toHaveLength(1);
  });

  it('lists a line with more than two columns, and a code longer than 100 characters', () => {
    const long = 'A'.repeat(101);
    const parsed = parseQuickOrder(`APL-1\tEkran\t2\nAPL 2 3\n${long} 1`);
    expect(parsed.lines).toEqual([]);
    expect(parsed.errors.map((e) => [e.lineNumber, e.problem])).toEqual([
      [1, 'columns'],
      [2, 'columns'],
      [3, 'codeLength'],
    ]);
  });

  it('keeps spaces inside a cell when tabs or semicolons separate (they go with the code)', () => {
    expect(parseQuickOrder('apl p13\t2').lines).toEqual([
      { code: 'apl p13', stockCode: 'APLP13', quantity: 2, lineNumbers: [1] },
    ]);
  });

  it('sums the quantities of a code named twice, in any spelling (docs/domain.md#stock-codes), keeping the first spelling', () => {
    const parsed = parseQuickOrder('apl-p13pro-ekr-inç 2\nSAM-1 1\nAPL-P13PRO-EKR-INC\t3');
    expect(parsed.lines).toEqual([
      { code: 'apl-p13pro-ekr-inç', stockCode: 'APL-P13PRO-EKR-INC', quantity: 5, lineNumbers: [1, 3] },
      { code: 'SAM-1', stockCode: 'SAM-1', quantity: 1, lineNumbers: [2] },
    ]);
  });

  it('caps a summed quantity at what one order line may hold', () => {
    const half = MAX_ORDER_LINE_QUANTITY / 2 + 1;
    expect(pairs(`APL-1 ${half}\nAPL-1 ${half}`)).toEqual([['APL-1', MAX_ORDER_LINE_QUANTITY]]);
  });

  it('is empty for empty or blank text', () => {
    expect(parseQuickOrder('')).toEqual({ lines: [], errors: [] });
    expect(parseQuickOrder('\n \r\n\t\n;')).toEqual({ lines: [], errors: [] });
  });
});
