import { BULK_IMAGES_MAX_BYTES, BULK_IMAGES_MAX_PICTURES, type BulkImagesResult } from '@parca/contract';

/** Loose pictures sent per request when applying: each answer moves the progress on. */
export const APPLY_BATCH = 10;

export const isZip = (file: File) => /\.zip$/i.test(file.name);

/** Why the chosen files cannot be sent at once, or undefined. */
export function choiceProblem(files: File[]): 'tooLarge' | 'tooMany' | undefined {
  if (files.reduce((sum, f) => sum + f.size, 0) > BULK_IMAGES_MAX_BYTES) return 'tooLarge';
  if (files.length > BULK_IMAGES_MAX_PICTURES) return 'tooMany';
  return undefined;
}

/**
 * The requests of a real run after a preview: the loose pictures the preview matched (first and further `_N` ones), in
 * batches, and each zip on its own (its pictures are matched again on the server). Unmatched and duplicate files are
 * not sent.
 */
export function applyBatches(files: File[], preview: BulkImagesResult): File[][] {
  const matched = new Set([...preview.matched, ...preview.extra].map((m) => m.fileName));
  const loose = files.filter((f) => !isZip(f) && matched.has(f.name));
  const batches: File[][] = [];
  for (let i = 0; i < loose.length; i += APPLY_BATCH) batches.push(loose.slice(i, i + APPLY_BATCH));
  for (const zip of files.filter(isZip)) batches.push([zip]);
  return batches;
}

/** The answers of a run's requests as one. */
export function mergeResults(results: BulkImagesResult[]): BulkImagesResult {
  return {
    dryRun: results[0]?.dryRun ?? false,
    pictures: results.reduce((n, r) => n + r.pictures, 0),
    matched: results.flatMap((r) => r.matched),
    unmatched: results.flatMap((r) => r.unmatched),
    duplicates: results.flatMap((r) => r.duplicates),
    extra: results.flatMap((r) => r.extra),
    failed: results.flatMap((r) => r.failed),
    written: results.reduce((n, r) => n + r.written, 0),
  };
}
