/** A table file the server makes: CSV (UTF-8 BOM, `;`) or Excel. */
export type FileFormat = 'csv' | 'xlsx';

import { fetchFile } from '../api/client';
import type { ClientRoute } from '../api/clientRoute';

/** Saves `blob` as a file through the browser's download. */
export function downloadBlob(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // the click has started the download; the object URL is not needed after this turn
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves `text` as a file (a CSV here: its BOM is part of `text`). */
export const downloadText = (fileName: string, text: string, type = 'text/csv;charset=utf-8') =>
  downloadBlob(fileName, new Blob([text], { type }));

/** Fetches a file the server makes (export, template) with the session's token and saves it under the server's name. */
export async function downloadRouteFile(
  route: ClientRoute,
  input: { params?: Record<string, unknown>; query?: Record<string, string | number | boolean | undefined> },
  fallbackName: string,
) {
  const { blob, fileName } = await fetchFile(route, input);
  downloadBlob(fileName ?? fallbackName, blob);
}
