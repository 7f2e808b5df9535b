import type { BulkImagesResult } from '@parca/contract';
import { call, uploadForm } from './client';
import { imagesApi } from './routes';

/**
 * Sends pictures and zips to POST /api/images/bulk (the field `files` repeated): a dry run answers what they match,
 * a real run converts and links them. `onUpload` reports the bytes sent.
 */
export function uploadBulkImages(
  files: File[],
  dryRun: boolean,
  onUpload?: (sent: number, total: number) => void,
): Promise<BulkImagesResult> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return uploadForm(imagesApi.uploadBulkImages, { query: { dryRun: dryRun ? 'true' : 'false' } }, form, onUpload);
}

/** Deletes one further picture (`_2` …) of a variant; the first picture is the variant's own. */
export const deleteVariantPicture = (id: number) => call(imagesApi.deleteVariantPicture, { params: { id } });
