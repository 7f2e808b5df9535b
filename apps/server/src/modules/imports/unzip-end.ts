import { createRequire } from 'node:module';

/**
 * unzipper 0.10, the unzip ExcelJS reads an .xlsx with, emits 'end' from its 'finish' handler, that is once it has
 * read the zip's last record, even when entries it has read still wait in its buffer because the reader is busy
 * (ExcelJS writing a worksheet to a temporary file). ExcelJS's loop over the entries takes that 'end' and stops short:
 * with xl/workbook.xml last, as ExcelJS itself writes it, 8 reads in 3,000 of the same workbook failed ("Cannot read
 * properties of undefined (reading 'sheets')"), and none with this. The early 'end' is held back; the stream's own,
 * once its buffer has been read, still comes. Patched where ExcelJS loads unzipper from, once.
 */
let patched = false;

type Emitting = { emit: (event: string | symbol, ...args: unknown[]) => boolean };
type ParseStream = Emitting & { readableLength: number; readableEnded: boolean };

export function holdUnzipEndUntilRead() {
  if (patched) return;
  patched = true;
  const fromExcelJs = createRequire(createRequire(import.meta.url).resolve('exceljs'));
  const Parse = fromExcelJs('unzipper/lib/parse') as { prototype: Emitting };
  const emit = Parse.prototype.emit;
  Parse.prototype.emit = function (this: ParseStream, event, ...args) {
    if (event === 'end' && this.readableLength > 0 && !this.readableEnded) return false;
    return emit.call(this, event, ...args);
  };
}
