/**
 * Turkish-correct folding and ordering, done here because neither PGlite (no ICU) nor the C.UTF-8 servers can do
 * it in SQL (DESIGN §6). Folded text and sort keys are stored beside the name and indexed.
 */

/** Lower-cases with Turkish rules (İ→i, I→ı) and collapses white space: "  İPHONE  13 " → "iphone 13". */
export function foldTurkish(text: string): string {
  return text.toLocaleLowerCase('tr-TR').normalize('NFC').replace(/\s+/g, ' ').trim();
}

const alphabet = 'abcçdefgğhıijklmnoöprsştuüvwxyz';
/** Each letter of the Turkish alphabet mapped to a code point in alphabetical order, above digits and punctuation. */
const letterKey = new Map([...alphabet].map((ch, i) => [ch, String.fromCharCode(0x100 + i)]));

/**
 * A key whose byte order is Turkish alphabetical order ("çanta" after "cam", "ılık" before "ip"), case-insensitive,
 * with numbers compared by value ("iPhone 8" before "iPhone 11").
 */
export function turkishSortKey(text: string): string {
  const folded = foldTurkish(text);
  let key = '';
  for (const part of folded.split(/(\d+)/)) {
    if (/^\d+$/.test(part)) {
      const digits = part.replace(/^0+(?=\d)/, '');
      key += `${String.fromCharCode(0x30 + Math.min(digits.length, 40))}${digits}`;
    } else {
      for (const ch of part) key += letterKey.get(ch) ?? ch;
    }
  }
  return key;
}

/** A LIKE pattern matching the folded text anywhere, with LIKE's wildcards escaped. */
export function containsPattern(search: string): string {
  return `%${foldTurkish(search).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
