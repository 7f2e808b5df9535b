import type { ErrorDetail, ImportAction, ImportLineError, ImportResult } from '@parca/contract';

/** One line of an import's preview table: what a good line does, or why a bad one is refused. */
export interface PreviewEntry {
  key: string;
  line: number;
  action: ImportAction | 'error';
  target: string;
  name: string;
  before: string | null;
  after: string | null;
  /** The skip's reason, or the error's column and reason. */
  note: string | null;
}

export type PreviewFilter = 'all' | ImportAction | 'error';

/** The preview's lines, the bad ones among them, in line order; `filter` keeps one kind. */
export function previewEntries(result: Pick<ImportResult, 'rows' | 'errors'>, filter: PreviewFilter): PreviewEntry[] {
  const entries: PreviewEntry[] = [];
  if (filter !== 'error') {
    result.rows.forEach((row, index) => {
      if (filter === 'all' || row.action === filter) entries.push({ key: `r${index}`, ...row });
    });
  }
  if (filter === 'all' || filter === 'error') {
    result.errors.forEach((error, index) => {
      entries.push({
        key: `e${index}`,
        line: error.line,
        action: 'error',
        target: '',
        name: '',
        before: null,
        after: null,
        note: error.column ? `${error.column}: ${error.message}` : error.message,
      });
    });
  }
  return entries.sort((a, b) => a.line - b.line);
}

/** How many lines each filter would show (the counts on the filter's buttons). */
export function previewCounts(
  result: Pick<ImportResult, 'rows' | 'errors' | 'moreErrors'>,
): Record<PreviewFilter, number> {
  const counts: Record<PreviewFilter, number> = { all: 0, create: 0, update: 0, delete: 0, skip: 0, error: 0 };
  for (const row of result.rows) counts[row.action] += 1;
  counts.error = result.errors.length + result.moreErrors;
  counts.all = result.rows.length + counts.error;
  return counts;
}

/** A real run's 400 as preview errors: `details[].field` is `line.<n>.<column>` (or `line.<n>`). */
export function errorsOfDetails(details: readonly ErrorDetail[]): ImportLineError[] {
  return details.flatMap((d) => {
    const match = 'field' in d ? /^line\.(\d+)(?:\.(.+))?$/.exec(d.field) : null;
    if (!match || !('message' in d)) return [];
    return [{ line: Number(match[1]), column: match[2] ?? null, message: d.message }];
  });
}
