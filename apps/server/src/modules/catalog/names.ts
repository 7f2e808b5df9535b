import { foldTurkish, turkishSortKey } from '../../lib/turkish.ts';

/** The three stored forms of a searchable name (see `searchable` in the schema). */
export function searchableName(name: string) {
  const clean = name.trim().replace(/\s+/g, ' ');
  return { name: clean, nameFolded: foldTurkish(clean), nameSort: turkishSortKey(clean) };
}
