import { Transform, type TransformCallback } from 'node:stream';
import { finished } from 'node:stream/promises';
import zlib from 'node:zlib';

const MB = 1024 * 1024;

/**
 * What the entries of an uploaded .xlsx may inflate to (docs/operations.md#limits): a 0.5 MB file can hold 500 MB.
 * Measured with ExcelJS: 50,000 lines of 11 MB as CSV (the contract's largest import is ~10 MB) inflate to 9 MB of
 * shared strings and a 21 MB worksheet. Three files just under the caps, read at once, cost the server ~120–150 MB.
 */
export const XLSX_INFLATE_LIMITS = {
  /** xl/sharedStrings.xml: ExcelJS holds every shared string in memory (~3× its XML) while the worksheet is read. */
  sharedStrings: 20 * MB,
  /** Any other entry: a worksheet's rows are let go as read, but one row is held whole (Excel's XML is wordy). */
  entry: 48 * MB,
  /** All entries together (the other worksheets are read past too): the work one file may cost. */
  total: 128 * MB,
  /** A text between two tags: Excel's cells hold 32,767 characters, and one string of 24 MB cost ExcelJS ~100 MB. */
  text: 1 * MB,
} as const;
export type InflateLimits = { [K in keyof typeof XLSX_INFLATE_LIMITS]: number };

/** An entry as inflated, for a reader that wants the files themselves (a zip of pictures). */
export type ZipEntry = { name: string; data: Buffer };

/** An entry (or all of them) inflated past its cap. */
export class InflateLimitError extends Error {}
/** Not a zip the reader behind could read to its end (truncated, zip64, a signed extension). */
export class UnreadableZipError extends Error {}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const CRX_HEADER = 0x34327243;
const DATA_DESCRIPTOR = Buffer.from([0x50, 0x4b, 0x07, 0x08]);
const DATA_DESCRIPTOR_LENGTH = 16;
const EMPTY = Buffer.alloc(0);
const TAG_START = 0x3c;

/**
 * The text run left at the end of `out` (bytes after its last `<`), given the `before` bytes of the run it continues;
 * -1 when a run passes `limit` bytes. Jumps from `<` to the last `<` within reach, so a piece costs a few searches.
 */
export function textRunAfter(before: number, out: Buffer, limit: number): number {
  let last = -1 - before;
  for (;;) {
    const reach = last + 1 + limit;
    if (reach >= out.length) {
      const final = out.lastIndexOf(TAG_START);
      return out.length - 1 - (final >= 0 && final > last ? final : last);
    }
    const next = out.lastIndexOf(TAG_START, reach);
    if (next < 0 || next <= last) return -1;
    last = next;
  }
}

type State =
  | { at: 'record' }
  | { at: 'skip'; bytes: number }
  /** An entry's data: `left` compressed bytes, or up to the data descriptor's signature when its size is unknown. */
  | { at: 'data'; left: number | 'descriptor' }
  /** Past the end of the central directory, or a record the reader stops at: nothing more is inflated. */
  | { at: 'end' };

/** Counts what one entry inflates to: its deflated data through zlib (the output thrown away), or its stored bytes. */
class EntryCounter {
  readonly #inflater: zlib.InflateRaw | undefined;
  #failure: Error | undefined;

  constructor(
    compressed: boolean,
    private readonly onOutput: (out: Buffer) => Error | undefined,
  ) {
    if (!compressed) return;
    const inflater = zlib.createInflateRaw({ chunkSize: 256 * 1024 });
    inflater.on('data', (out: Buffer) => {
      const failure = this.onOutput(out);
      // Stopped at once: inflating the rest of a bomb's chunk would cost what the cap is there to save.
      if (failure && !this.#failure) {
        this.#failure = failure;
        inflater.destroy(failure);
      }
    });
    inflater.on('error', (err) => {
      this.#failure ??= new UnreadableZipError(err.message);
    });
    this.#inflater = inflater;
  }

  /** Counts the next piece of the entry's data, before it is passed on. */
  async count(bytes: Buffer) {
    const inflater = this.#inflater;
    if (!inflater) {
      const failure = this.onOutput(bytes);
      if (failure) throw failure;
      return;
    }
    // A broken deflate stream never calls back: its 'close' settles the wait.
    await new Promise<void>((resolve) => {
      const done = () => {
        inflater.off('close', done);
        resolve();
      };
      inflater.once('close', done);
      inflater.write(bytes, done);
    });
    if (this.#failure) throw this.#failure;
  }

  /** The entry's data is complete: the rest of its output is counted (a truncated stream fails only after `end`). */
  async end() {
    const inflater = this.#inflater;
    if (!inflater) return;
    inflater.end();
    await finished(inflater).catch(() => {});
    if (this.#failure) throw this.#failure;
  }

  destroy() {
    this.#inflater?.destroy();
  }
}

/**
 * Passes an .xlsx (a zip) through unchanged while counting what each entry inflates to, and fails as soon as one
 * entry, or all of them together, pass their caps: a piece of the upload is passed on only once it has been counted,
 * so the reader behind (ExcelJS) never inflates more than the caps allow. Entries are found the way ExcelJS's unzip
 * (unzipper 0.10) finds them, record by record from the start: an entry's data by its compressed size, or, when its
 * local header leaves the size to a data descriptor, up to the descriptor's signature.
 */
export class InflateLimit extends Transform {
  #state: State = { at: 'record' };
  /** The start of a header (or of a data descriptor's signature) that the next chunk completes. */
  #held: Buffer = EMPTY;
  #entry: EntryCounter | undefined;
  /** The current entry's name and inflated pieces, kept only when `onEntry` wants them. */
  #kept: { name: string; pieces: Buffer[] } | undefined;
  #total = 0;

  /**
   * `onEntry`, when given, receives each entry whole once it has inflated within the caps (the pieces are kept only
   * then; an .xlsx passed on to ExcelJS keeps nothing).
   */
  constructor(
    private readonly limits: InflateLimits = XLSX_INFLATE_LIMITS,
    private readonly onEntry?: (entry: ZipEntry) => void,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.#scan(chunk).then(() => callback(null, chunk), callback);
  }

  override _flush(callback: TransformCallback) {
    // A zip ends with its central directory; an upload that stops before it would leave the reader waiting.
    callback(this.#state.at === 'end' ? null : new UnreadableZipError('the zip ends before its central directory'));
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void) {
    this.#entry?.destroy();
    callback(error);
  }

  /** Reads the records in `chunk`, after what an earlier chunk left of an incomplete header. */
  async #scan(chunk: Buffer) {
    const bytes = this.#held.length > 0 ? Buffer.concat([this.#held, chunk]) : chunk;
    this.#held = EMPTY;
    let at = 0;
    while (at < bytes.length) {
      const state = this.#state;
      if (state.at === 'end') return;
      if (state.at === 'skip') {
        const n = Math.min(state.bytes, bytes.length - at);
        at += n;
        this.#state = n === state.bytes ? { at: 'record' } : { at: 'skip', bytes: state.bytes - n };
      } else if (state.at === 'data' && state.left === 'descriptor') {
        const found = bytes.indexOf(DATA_DESCRIPTOR, at);
        // A signature cut by the chunk's end is held for the next chunk.
        const until = found >= 0 ? found : Math.max(at, bytes.length - (DATA_DESCRIPTOR.length - 1));
        await this.#entry?.count(bytes.subarray(at, until));
        at = until;
        if (found < 0) break;
        await this.#closeEntry({ at: 'skip', bytes: DATA_DESCRIPTOR_LENGTH });
      } else if (state.at === 'data') {
        const left = state.left as number;
        const n = Math.min(left, bytes.length - at);
        await this.#entry?.count(bytes.subarray(at, at + n));
        at += n;
        this.#state = { at: 'data', left: left - n };
        if (n === left) await this.#closeEntry({ at: 'record' });
      } else {
        const read = this.#header(bytes, at);
        if (read === undefined) break;
        at += read;
        if (this.#state.at === 'data' && this.#state.left === 0) await this.#closeEntry({ at: 'record' });
      }
    }
    if (at < bytes.length) this.#held = Buffer.from(bytes.subarray(at));
  }

  async #closeEntry(next: State) {
    const entry = this.#entry;
    this.#entry = undefined;
    await entry?.end();
    const kept = this.#kept;
    this.#kept = undefined;
    if (kept) this.onEntry?.({ name: kept.name, data: Buffer.concat(kept.pieces) });
    this.#state = next;
  }

  /** Reads the record header at `at`: how many bytes it took, or undefined when the chunk does not hold all of it. */
  #header(bytes: Buffer, at: number): number | undefined {
    if (bytes.length - at < 4) return undefined;
    const signature = bytes.readUInt32LE(at);
    if (signature === LOCAL_HEADER) {
      if (bytes.length - at < 30) return undefined;
      const flags = bytes.readUInt16LE(at + 6);
      const method = bytes.readUInt16LE(at + 8);
      const compressedSize = bytes.readUInt32LE(at + 18);
      const size = bytes.readUInt32LE(at + 22);
      const nameLength = bytes.readUInt16LE(at + 26);
      const length = 30 + nameLength + bytes.readUInt16LE(at + 28);
      if (bytes.length - at < length) return undefined;
      // zip64 sizes live in the extra field; no import file comes near 4 GB.
      if (compressedSize === 0xffffffff || size === 0xffffffff) throw new UnreadableZipError('zip64');
      const name = bytes.toString('utf8', at + 30, at + 30 + nameLength);
      const cap = name === 'xl/sharedStrings.xml' ? this.limits.sharedStrings : this.limits.entry;
      // The XML ExcelJS parses (worksheets, shared strings, the workbook and its relationships); media may run long.
      const xml = /\.(xml|rels)$/.test(name);
      let inflated = 0;
      let run = 0;
      const kept = this.onEntry ? { name, pieces: [] as Buffer[] } : undefined;
      this.#kept = kept;
      this.#entry = new EntryCounter(method !== 0, (out) => {
        kept?.pieces.push(Buffer.from(out));
        inflated += out.length;
        this.#total += out.length;
        if (xml) run = textRunAfter(run, out, this.limits.text);
        const over = inflated > cap || this.#total > this.limits.total || run < 0;
        return over ? new InflateLimitError(name) : undefined;
      });
      // unzipper's rule: the size is known unless a data descriptor is announced and the size left at 0.
      const sizeKnown = !(flags & 0x08) || compressedSize > 0;
      this.#state = { at: 'data', left: sizeKnown ? compressedSize : 'descriptor' };
      return length;
    }
    if (signature === CENTRAL_HEADER) {
      if (bytes.length - at < 46) return undefined;
      const lengths = bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
      this.#state = { at: 'skip', bytes: 46 + lengths };
      return 0;
    }
    // A signed browser extension carries entries after a header of its own: no workbook does.
    if (signature === CRX_HEADER) throw new UnreadableZipError('crx');
    // The end of the central directory, or a record unzipper stops at: nothing further is inflated.
    this.#state = { at: 'end' };
    return bytes.length - at;
  }
}
