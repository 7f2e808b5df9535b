/** The letters of a name's avatar: the first letters of its first and last words, in Turkish capitals ("Emre Aydın" → "EA"). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = (word: string) => Array.from(word)[0] ?? '';
  const letters = words.length === 1 ? first(words[0]) : first(words[0]) + first(words[words.length - 1]);
  return letters.toLocaleUpperCase('tr-TR');
}
