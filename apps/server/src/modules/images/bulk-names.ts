import { BULK_IMAGE_EXTENSIONS, normaliseStockCode } from '@parca/contract';

/** A picture named after a stock code: `APL-IP13PRO-EKR-ORJ.jpg` is its first picture, `…_2.jpg` its second. */
export type NamedPicture = { fileName: string; stockCode: string; position: number };

const pictureName = new RegExp(`^(.+)\\.(${BULK_IMAGE_EXTENSIONS.join('|')})$`, 'i');
const numbered = /^(.+)_(\d{1,3})$/;

/** The file's own name, without the folders a zip keeps it in. */
export const baseName = (path: string) => path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);

/**
 * The stock-code candidates a file name may mean, most literal first: the whole name (stock codes may hold `_`), then
 * the name before a `_N` suffix as picture N. Codes are folded as the contract's stock-code rule (ASCII, never tr-TR).
 */
export function codeCandidates(fileName: string): { stockCode: string; position: number }[] {
  const stem = pictureName.exec(baseName(fileName))?.[1];
  if (!stem) return [];
  const candidates = [{ stockCode: normaliseStockCode(stem), position: 1 }];
  const suffix = numbered.exec(stem);
  if (suffix) candidates.push({ stockCode: normaliseStockCode(suffix[1]), position: Number(suffix[2]) });
  return candidates;
}

export type NameMatch = {
  /** Each code's first picture to write (given once). */
  pictures: NamedPicture[];
  unmatched: string[];
  duplicates: { stockCode: string; fileNames: string[] }[];
  /** Second and later pictures of a code (given once each), written at their position. */
  extra: NamedPicture[];
};

/** Sorts the file names by the stock codes that exist (`known`), in the order the files came. */
export function matchNames(fileNames: string[], known: (code: string) => boolean): NameMatch {
  // Keyed by code and position: one code's picture N given twice is a duplicate, whichever N.
  const given = new Map<string, { stockCode: string; position: number; fileNames: string[] }>();
  const unmatched: string[] = [];
  for (const fileName of fileNames) {
    const hit = codeCandidates(fileName).find((c) => known(c.stockCode));
    if (!hit) {
      unmatched.push(fileName);
      continue;
    }
    // `_0` and `_1` read as the first picture, as before (a further one is 2 or more).
    const position = Math.max(hit.position, 1);
    const key = `${hit.stockCode}\u0000${position}`;
    const entry = given.get(key) ?? { stockCode: hit.stockCode, position, fileNames: [] };
    entry.fileNames.push(fileName);
    given.set(key, entry);
  }
  const pictures: NamedPicture[] = [];
  const extra: NamedPicture[] = [];
  const duplicates: NameMatch['duplicates'] = [];
  for (const { stockCode, position, fileNames: names } of given.values()) {
    if (names.length > 1) duplicates.push({ stockCode, fileNames: names });
    else (position > 1 ? extra : pictures).push({ fileName: names[0], stockCode, position });
  }
  return { pictures, unmatched, duplicates, extra };
}
