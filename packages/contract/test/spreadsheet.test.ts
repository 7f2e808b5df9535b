import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvQuoted, csvTextCell, spreadsheetSafeText } from '../src/index.ts';

describe('spreadsheet cells', () => {
  it('keeps text Excel would run as a formula as text, whatever follows its first character', () => {
    expect(spreadsheetSafeText('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(spreadsheetSafeText('+90 532')).toBe("'+90 532");
    expect(spreadsheetSafeText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(spreadsheetSafeText("-1+cmd|' /C calc'!A0")).toBe("'-1+cmd|' /C calc'!A0");
    expect(spreadsheetSafeText('-abc')).toBe("'-abc");
    expect(spreadsheetSafeText('\t=1+1')).toBe("'\t=1+1");
    expect(spreadsheetSafeText('\r=1+1')).toBe("'\r=1+1");
  });

  it('leaves other text as it is', () => {
    for (const text of ['Sipariş SP-1', 'SP-2026-000123', '01.11.2026', 'a=b', '', ' =1']) {
      expect(spreadsheetSafeText(text)).toBe(text);
    }
  });

  it('never lets a formula start through, and only ever adds the apostrophe', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const safe = spreadsheetSafeText(text);
        expect(safe).not.toMatch(/^[=+\-@\t\r]/);
        expect(safe === text || safe === `'${text}`).toBe(true);
      }),
    );
  });

  it('quotes only what needs it, doubling quotes', () => {
    expect(csvQuoted('Sipariş SP-1')).toBe('Sipariş SP-1');
    expect(csvQuoted('a;b')).toBe('"a;b"');
    expect(csvQuoted('a\nb')).toBe('"a\nb"');
    expect(csvQuoted('12" ekran')).toBe('"12"" ekran"');
    expect(csvQuoted(' kenar ')).toBe('" kenar "');
    expect(csvTextCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvTextCell("-1+cmd|' /C calc'!A0")).toBe("'-1+cmd|' /C calc'!A0");
  });
});
