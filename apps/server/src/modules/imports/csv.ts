/**
 * CSV records from text as it arrives, never the whole file at once: `;`, `,` or tab (decided from the header line),
 * quoted fields with doubled quotes and line breaks inside, CRLF, LF or CR line ends. Each record carries the line
 * of the file it starts on, which every error names.
 */

/** One record of a file (a CSV line or an .xlsx row): the line it starts on and its cells, trimmed. */
export type SourceRecord = { line: number; cells: string[]; problem?: string };

const SEPARATORS = [';', '\t', ','] as const;
const HEADER_MAX = 1 << 20;

/** The first line break outside quotes, or -1 while the first record is not complete. */
function endOfFirstRecord(text: string): number {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) return i;
  }
  return -1;
}

/** The separator a header line uses: the most frequent of `;`, tab and `,` outside quotes (`;` on a tie: Turkish Excel). */
export function separatorOf(headerLine: string): string {
  const counts = new Map<string, number>(SEPARATORS.map((s) => [s, 0]));
  let quoted = false;
  for (const c of headerLine) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && counts.has(c)) counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  let best: string = SEPARATORS[0];
  for (const s of SEPARATORS) if ((counts.get(s) ?? 0) > (counts.get(best) ?? 0)) best = s;
  return best;
}

const countLineBreaks = (text: string) => {
  let n = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++;
  return n;
};

/** A CSV parser fed chunk by chunk; complete records come out of `push`, the last one out of `end`. */
class CsvParser {
  private cells: string[] = [];
  private cell = '';
  private inQuotes = false;
  /** A chunk ended on a quote inside a quoted cell: closing, or the first of a doubled quote. */
  private quoteAtEnd = false;
  /** A chunk ended on CR outside quotes: an LF that follows belongs to it. */
  private skipLf = false;
  private line = 1;
  private recordLine = 1;
  private readonly special: RegExp;

  constructor(private readonly separator: string) {
    this.special = new RegExp(`[${separator === '\t' ? '\\t' : separator}"\\r\\n]`, 'g');
  }

  private endRecord(out: SourceRecord[], problem?: string) {
    this.cells.push(this.cell);
    out.push({ line: this.recordLine, cells: this.cells.map((c) => c.trim()), ...(problem ? { problem } : {}) });
    this.cells = [];
    this.cell = '';
  }

  private inQuoted(text: string, from: number, to: number) {
    const part = text.slice(from, to);
    this.cell += part;
    this.line += countLineBreaks(part);
  }

  push(text: string): SourceRecord[] {
    const out: SourceRecord[] = [];
    const n = text.length;
    let i = 0;
    if (this.quoteAtEnd && n > 0) {
      this.quoteAtEnd = false;
      if (text[0] === '"') {
        this.cell += '"';
        i = 1;
      } else this.inQuotes = false;
    }
    if (this.skipLf && n > 0) {
      this.skipLf = false;
      if (text[0] === '\n') i = 1;
    }
    while (i < n) {
      if (this.inQuotes) {
        const q = text.indexOf('"', i);
        if (q < 0) {
          this.inQuoted(text, i, n);
          break;
        }
        this.inQuoted(text, i, q);
        if (q + 1 >= n) {
          this.quoteAtEnd = true;
          break;
        }
        if (text[q + 1] === '"') {
          this.cell += '"';
          i = q + 2;
        } else {
          this.inQuotes = false;
          i = q + 1;
        }
        continue;
      }
      this.special.lastIndex = i;
      const match = this.special.exec(text);
      const j = match ? match.index : n;
      this.cell += text.slice(i, j);
      if (!match) break;
      const c = text[j];
      i = j + 1;
      if (c === '"') {
        // A quote opens a quoted cell only at its start; elsewhere it is kept as written.
        if (this.cell.trim() === '') {
          this.cell = '';
          this.inQuotes = true;
        } else this.cell += '"';
      } else if (c === this.separator) {
        this.cells.push(this.cell);
        this.cell = '';
      } else {
        this.endRecord(out);
        this.line++;
        this.recordLine = this.line;
        if (c === '\r') {
          if (i >= n) this.skipLf = true;
          else if (text[i] === '\n') i++;
        }
      }
    }
    return out;
  }

  end(): SourceRecord[] {
    const out: SourceRecord[] = [];
    if (this.quoteAtEnd) this.inQuotes = false;
    if (this.inQuotes) this.endRecord(out, 'Tırnak işareti kapanmamış; satır dosyanın sonuna kadar sürüyor');
    else if (this.cell !== '' || this.cells.length > 0) this.endRecord(out);
    return out;
  }
}

/** The records of a CSV, read from its text as it arrives. */
export async function* csvRecords(text: AsyncIterable<string>): AsyncGenerator<SourceRecord> {
  let parser: CsvParser | undefined;
  let head = '';
  for await (const chunk of text) {
    if (parser) {
      yield* parser.push(chunk);
      continue;
    }
    head += chunk;
    const end = endOfFirstRecord(head);
    // A header line of a megabyte is no header: decide from what has come.
    if (end < 0 && head.length < HEADER_MAX) continue;
    parser = new CsvParser(separatorOf(end < 0 ? head : head.slice(0, end)));
    yield* parser.push(head);
  }
  if (!parser) {
    parser = new CsvParser(separatorOf(head));
    yield* parser.push(head);
  }
  yield* parser.end();
}
