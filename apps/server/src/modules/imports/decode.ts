import { TextDecoder } from 'node:util';

/**
 * The text of a CSV as its bytes arrive (docs/domain.md#csv-and-excel-files): UTF-8 with or without BOM, UTF-16 with its BOM (Excel's
 * "Unicode text"), or Windows-1254 (Turkish Excel's "CSV"). The encoding is decided at the first byte that is not
 * ASCII (the bytes before it read the same in all of them), so the file is never held whole.
 */

/** How many bytes after the first non-ASCII byte are looked at before deciding (unless the file ends first). */
const SNIFF_BYTES = 64;

/** True when the bytes are UTF-8 as far as they go (a sequence cut by the end of the sample is not held against it). */
export function looksLikeUtf8(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i];
    const length =
      b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (length === 0) return false;
    for (let k = 1; k < length; k++) {
      if (i + k >= bytes.length) return true;
      if ((bytes[i + k] & 0xc0) !== 0x80) return false;
    }
    i += length;
  }
  return true;
}

function encodingOf(head: Uint8Array, firstNonAscii: number): string {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  return looksLikeUtf8(head.subarray(firstNonAscii)) ? 'utf-8' : 'windows-1254';
}

/** Decodes chunks of bytes into chunks of text. */
export async function* decodeText(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  let decoder: TextDecoder | undefined;
  /** Bytes not yet decoded while the encoding is undecided. */
  let head = Buffer.alloc(0);
  let firstNonAscii = -1;
  for await (const chunk of chunks) {
    if (decoder) {
      yield decoder.decode(chunk, { stream: true });
      continue;
    }
    head = Buffer.concat([head, chunk]);
    firstNonAscii = head.findIndex((b) => b >= 0x80);
    if (firstNonAscii < 0) {
      // ASCII reads the same in every encoding we accept: pass it on and keep deciding.
      yield head.toString('latin1');
      head = Buffer.alloc(0);
    } else if (head.length - firstNonAscii >= SNIFF_BYTES) {
      decoder = new TextDecoder(encodingOf(head, firstNonAscii));
      yield decoder.decode(head, { stream: true });
    }
  }
  if (decoder) yield decoder.decode();
  else if (head.length > 0) yield new TextDecoder(encodingOf(head, firstNonAscii)).decode(head);
}
