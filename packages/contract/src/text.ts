/**
 * Turkish text rules both sides share (docs/domain.md#turkish-text): what a search matches, when two names are the same, and the
 * Turkish alphabetical order. Computed here because neither PGlite (no ICU) nor the C.UTF-8 servers can do it in SQL
 * (docs/architecture.md#database-rules): the server stores the keys beside each name, the web uses the same functions on its lists.
 */

/** The Turkish letters folded to what people type on any keyboard; İ, I, ı and i are all "i". */
const plainLetter: Record<string, string> = {
  İ: 'i',
  I: 'i',
  ı: 'i',
  Ş: 's',
  ş: 's',
  Ç: 'c',
  ç: 'c',
  Ğ: 'g',
  ğ: 'g',
  Ö: 'o',
  ö: 'o',
  Ü: 'u',
  ü: 'u',
};
const turkishLetters = /[İIıŞşÇçĞğÖöÜü]/g;

/**
 * Lower-case letters as typed without Turkish keys: "İnfinix" and "INFINIX" → "infinix", "Şarj" → "sarj", other
 * accents stripped ("é" → "e"). White space is folded; punctuation is kept.
 */
export function foldLetters(text: string): string {
  return text
    .normalize('NFC')
    .replace(turkishLetters, (ch) => plainLetter[ch])
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The longest text a search box sends (common.ts's `searchText`; the box stops typing there). */
export const SEARCH_TEXT_MAX = 100;

/** The words of a text for searching: folded letters and digits, split at anything else ("A+ Kalite" → a, kalite). */
export function searchWords(text: string): string[] {
  return foldLetters(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * The one search key stored beside every searchable name: its words, then (for more than one word) the same words
 * without the spaces between them, so "IPHONE 13", "Iphone" and "iphone13" all find "iPhone 13"
 * ("iphone 13 iphone13"). A query matches when every one of its words occurs in the key.
 */
export function searchKey(text: string): string {
  const words = searchWords(text);
  return words.length > 1 ? `${words.join(' ')} ${words.join('')}` : (words[0] ?? '');
}

/**
 * The key that makes two names the same name ("ORIJINAL" is "Orijinal", "INFINIX" is "İnfinix"): folded letters,
 * punctuation kept, so "A+ Kalite" and "A Kalite" stay two names.
 */
export const nameKey = foldLetters;

/** A matcher for a list filtered in the browser: every word of the query occurs in the key of one of the texts. */
export function matchesSearch(query: string): (...texts: (string | null | undefined)[]) => boolean {
  const words = searchWords(query);
  if (words.length === 0) return () => true;
  return (...texts) => {
    const keys = texts.map((t) => searchKey(t ?? '')).join('\n');
    return words.every((w) => keys.includes(w));
  };
}

/** A LIKE pattern for text anywhere in a stored key, with LIKE's wildcards escaped. */
export function likeContains(fragment: string): string {
  return `%${fragment.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const alphabet = 'abcçdefgğhıijklmnoöprsştuüvwxyz';
/** Each letter of the Turkish alphabet mapped to a code point in alphabetical order, above digits and punctuation. */
const letterKey = new Map([...alphabet].map((ch, i) => [ch, String.fromCharCode(0x100 + i)]));

/**
 * A key whose code-point order is Turkish alphabetical order ("çanta" after "cam", "ılık" before "ip"),
 * case-insensitive, with numbers compared by value ("iPhone 8" before "iPhone 11"). Stored `collate "C"`.
 */
export function turkishSortKey(text: string): string {
  const lowered = text.normalize('NFC').toLocaleLowerCase('tr-TR').replace(/\s+/g, ' ').trim();
  let key = '';
  for (const part of lowered.split(/(\d+)/)) {
    if (/^\d+$/.test(part)) {
      const digits = part.replace(/^0+(?=\d)/, '');
      key += `${String.fromCharCode(0x30 + Math.min(digits.length, 40))}${digits}`;
    } else {
      for (const ch of part) key += letterKey.get(ch) ?? ch;
    }
  }
  return key;
}

/** Turkish alphabetical order for lists sorted in the browser: the same order the server's sort keys give. */
export function compareTurkish(a: string | null | undefined, b: string | null | undefined): number {
  const ka = turkishSortKey(a ?? '');
  const kb = turkishSortKey(b ?? '');
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}

/**
 * Characters no name may hold: control characters (C0, C1) and invisible format characters (zero-width spaces and
 * joiners, bidi overrides and isolates, the BOM, soft hyphens).
 */
const hiddenCharacter = /[\p{Cc}\p{Cf}]/u;
export const hasHiddenCharacter = (text: string) => hiddenCharacter.test(text);

/** A name as stored: composed (NFC), every kind of white space one space, trimmed. */
export function cleanName(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/**
 * Half of a UTF-16 surrogate pair without its other half ("x\ude77y", which JSON can carry as an escape): no text a
 * database stores (PGlite refuses it, PostgreSQL would keep "x�y"). With the `u` flag a pair is one code point, so
 * only a lone half matches; `String.prototype.isWellFormed` is newer than the web's targets.
 */
const loneSurrogate = /\p{Cs}/u;
export const hasLoneSurrogate = (text: string) => loneSurrogate.test(text);

/** A person as the panel names them to others: `Ali Usta (Usta Telefon)`, or the name alone without a company. */
export const nameWithCompany = (name: string, company: string | null | undefined): string =>
  company ? `${name} (${company})` : name;
