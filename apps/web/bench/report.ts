/** The figures of `npm run bench:web` and the table they are printed in: pure functions, unit-tested. */

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** 85 → "85 ms", 1234 → "1.23 s"; a failed measure (NaN) → "—". */
export function formatMs(ms: number): string {
  if (!Number.isFinite(ms)) return '—';
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

/** A Lighthouse category score (0–1) as Lighthouse shows it, 0–100; a missing one → "—". */
export function formatScore(score: number | null | undefined): string {
  return typeof score === 'number' ? String(Math.round(score * 100)) : '—';
}

export interface Row {
  measure: string;
  /** This bench's first run, before any work on the screens (2026-11-24). */
  before?: string;
  today: string;
  target: string;
  /** The earlier figures, where it gave some. */
  baseline?: string;
}

const headers: Row = {
  measure: 'measure',
  before: 'before',
  today: 'today',
  target: 'target',
  baseline: 'issue baseline',
};

/** A plain-text table with aligned columns and a rule under the header, ready for a terminal or a closing note. */
export function renderTable(rows: Row[]): string {
  const all = [headers, ...rows];
  const columns = ['measure', 'before', 'today', 'target', 'baseline'] as const;
  const widths = columns.map((c) => Math.max(...all.map((r) => (r[c] ?? '').length)));
  const line = (r: Row) =>
    columns
      .map((c, i) => (r[c] ?? '').padEnd(widths[i]))
      .join(' | ')
      .replace(/[\s|]+$/, ''); // an empty last cell leaves no dangling separator
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)].join('\n');
}
