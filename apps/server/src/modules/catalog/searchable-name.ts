import { cleanName, nameKey, searchKey, turkishSortKey } from '@parca/contract';

/** The stored forms of a searchable name (see `searchable` in the schema), all from the contract's text rules. */
export function searchableName(name: string) {
  const clean = cleanName(name);
  return { name: clean, nameFolded: nameKey(clean), nameSearch: searchKey(clean), nameSort: turkishSortKey(clean) };
}
