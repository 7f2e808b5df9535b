/**
 * ExcelJS's unzip (unzipper 0.10) must not say it has ended while entries it has read still wait to be taken: ExcelJS
 * then stops short of them (xl/workbook.xml last, as ExcelJS writes it, failed 8 reads in 3,000;
 * modules/imports/unzip-end.ts).
 */
import type { Duplex } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { fromExcelJs, holdUnzipEndUntilRead } from '../src/modules/imports/unzip-end.ts';
import { xlsxFile } from './import-fixtures.ts';

const unzipper = fromExcelJs<{ Parse: (options: { forceStream: boolean }) => Duplex }>('unzipper');

describe("unzip's end", () => {
  it('comes after the last entry has been taken, when the reader was busy as the zip ended', async () => {
    holdUnzipEndUntilRead();
    const zip = unzipper.Parse({ forceStream: true });
    let endedBeforeRead = false;
    zip.on('end', () => {
      if (zip.readableLength > 0) endedBeforeRead = true;
    });
    // the whole workbook arrives while nobody reads the entries (ExcelJS writing a worksheet to a temporary file)
    zip.pause();
    const finished = new Promise((resolve) => zip.on('finish', resolve));
    zip.end(await xlsxFile([['Stok Kodu'], ['X-1']]));
    await finished;
    expect(endedBeforeRead).toBe(false);
    const paths: string[] = [];
    for await (const entry of zip) {
      paths.push(entry.path);
      entry.autodrain();
    }
    expect(paths).toContain('xl/workbook.xml');
    expect(endedBeforeRead).toBe(false);
  });
});
