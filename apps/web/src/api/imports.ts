import type { FileImportKind, ImportKind } from '@parca/contract';
import { downloadRouteFile, type FileFormat } from '../ui/download';
import { call, uploadForm } from './client';
import { importsApi } from './routes';

/** The imports the İçe Aktar page runs (the stock-update file belongs to the grid). */
export const pageImportKinds = ['add-products', 'update-models', 'update-descriptions', 'clean-stock-codes'] as const;
export type PageImportKind = (typeof pageImportKinds)[number];

const fileRoutes = {
  'add-products': importsApi.addNewProducts,
  'update-models': importsApi.updateModels,
  'update-descriptions': importsApi.updateDescriptions,
} as const;

export interface ImportRun {
  dryRun: boolean;
  /** The job the page polls for progress (a UUID it chose). */
  jobId: string;
  /** The upload's own progress (bytes sent of the total). */
  onUpload?: (sent: number, total: number) => void;
}

const queryOf = ({ dryRun, jobId }: ImportRun) => ({ dryRun: dryRun ? ('true' as const) : ('false' as const), jobId });

/** Runs an import: a dry run answers the preview, a real run (all or nothing) its counts; 400 lists bad lines. */
export function runImport(kind: PageImportKind, file: File | undefined, run: ImportRun) {
  if (kind === 'clean-stock-codes') return call(importsApi.cleanStockCodes, { query: queryOf(run) });
  const form = new FormData();
  if (file) form.append('file', file);
  return uploadForm(fileRoutes[kind], { query: queryOf(run) }, form, run.onUpload);
}

/** The import's progress; 404 until the server has started it. */
export const getImportJob = (id: string) => call(importsApi.getImportJob, { params: { id } }, { suppressErrors: true });

/** The grid's file, edited: its preview and the rows for PUT /stocks/bulk-update (nothing is written). */
export function previewStockFile(file: File, onUpload?: (sent: number, total: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return uploadForm(importsApi.previewStockFile, { query: {} }, form, onUpload);
}

/** The import's template with two example lines, saved through the browser. */
export const downloadTemplate = (kind: FileImportKind, format: FileFormat) =>
  downloadRouteFile(importsApi.getImportTemplate, { params: { kind }, query: { format } }, `${kind}-sablon.${format}`);

export const importKeys = {
  job: (id: string) => ['imports', 'job', id] as const,
};

export type { ImportKind };
