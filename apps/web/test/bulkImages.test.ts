import { BULK_IMAGES_MAX_BYTES, type BulkImagesResult } from '@parca/contract';
import { describe, expect, it } from 'vitest';
import { APPLY_BATCH, applyBatches, choiceProblem, mergeResults } from '../src/pages/images/bulkImagesLogic';

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);
const result = (over: Partial<BulkImagesResult>): BulkImagesResult => ({
  dryRun: false,
  pictures: 0,
  matched: [],
  unmatched: [],
  duplicates: [],
  extra: [],
  failed: [],
  written: 0,
  ...over,
});

describe('bulk pictures on the page', () => {
  it('applies only the matched loose pictures (further `_N` ones too), in batches, and each zip on its own', () => {
    const loose = Array.from({ length: APPLY_BATCH + 2 }, (_, i) => file(`K${i}.jpg`));
    const files = [...loose, file('yok.png'), file('a.zip'), file('K0_2.jpg')];
    const preview = result({
      dryRun: true,
      matched: loose.map((f) => ({ fileName: f.name, stockCode: f.name.slice(0, -4), productVariants: 1 })),
      unmatched: ['yok.png'],
      extra: [{ fileName: 'K0_2.jpg', stockCode: 'K0', position: 2, productVariants: 1 }],
    });
    const batches = applyBatches(files, preview);
    expect(batches.map((b) => b.map((f) => f.name))).toEqual([
      loose.slice(0, APPLY_BATCH).map((f) => f.name),
      [...loose.slice(APPLY_BATCH).map((f) => f.name), 'K0_2.jpg'],
      ['a.zip'],
    ]);
  });

  it('refuses a choice over the size or the number of pictures before sending it', () => {
    expect(choiceProblem([file('a.jpg')])).toBeUndefined();
    expect(choiceProblem([{ name: 'b.zip', size: BULK_IMAGES_MAX_BYTES + 1 } as File])).toBe('tooLarge');
    expect(choiceProblem(Array.from({ length: 2001 }, (_, i) => file(`${i}.jpg`, 1)))).toBe('tooMany');
  });

  it('adds the answers of a run together', () => {
    const merged = mergeResults([
      result({ pictures: 2, written: 3, matched: [{ fileName: 'A.jpg', stockCode: 'A', productVariants: 3 }] }),
      result({ pictures: 1, failed: [{ fileName: 'B.jpg', message: 'x' }] }),
    ]);
    expect(merged).toMatchObject({ pictures: 3, written: 3, failed: [{ fileName: 'B.jpg', message: 'x' }] });
    expect(merged.matched).toHaveLength(1);
  });
});
