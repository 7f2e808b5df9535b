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

/** unzipper's module `path` as ExcelJS loads it (its own copy, should the two ever differ). */
export function fromExcelJs<T>(path: string): T {
  return createRequire(createRequire(import.meta.url).resolve('exceljs'))(path) as T;
}

export function holdUnzipEndUntilRead() {
  if (patched) return;
  patched = true;
  const Parse = fromExcelJs<{ prototype: Emitting }>('unzipper/lib/parse');
  const emit = Parse.prototype.emit;
  Parse.prototype.emit = function (this: ParseStream, event, ...args) {
    if (event === 'end' && this.readableLength > 0 && !this.readableEnded) return false;
    return emit.call(this, event, ...args);
  };
}
