/** Turkish-correct search and sort for client-side lists (DESIGN §5): `İ`→`i`, `I`→`ı`. */

/** Lower-cased with Turkish rules, inner white space folded: "  İPHONE   13 " → "iphone 13". */
export function foldTr(text: string | null | undefined): string {
  return (text ?? '').toLocaleLowerCase('tr-TR').replace(/\s+/g, ' ').trim();
}

/** Alphabetical order of Turkish text ("Ç" after "C", "ı" before "i"), numbers in natural order ("A9" before "A10"). */
export function compareTr(a: string | null | undefined, b: string | null | undefined): number {
  return (a ?? '').localeCompare(b ?? '', 'tr', { numeric: true });
}

/**
 * A matcher for a search box: every word of the query must occur in one of the given texts.
 * An empty query matches everything.
 */
export function trMatcher(query: string): (...texts: (string | null | undefined)[]) => boolean {
  const words = foldTr(query).split(' ').filter(Boolean);
  if (words.length === 0) return () => true;
  return (...texts) => {
    const haystack = texts.map(foldTr).join('\n');
    return words.every((w) => haystack.includes(w));
  };
}
