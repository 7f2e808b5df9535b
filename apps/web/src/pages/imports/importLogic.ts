import { formatInteger, type ImportJob, importPhaseNames } from '@parca/contract';
import { imports as t } from './messages';

/** A job id for `?jobId=`: a UUID the page chooses, so it can ask for the progress while its request runs. */
export function newJobId(): string {
  // randomUUID needs a secure context (https or localhost); a version-4 UUID from getRandomValues otherwise
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext) return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** What the progress bar shows: a percentage (undefined: unknown) and a line of text. */
export interface ProgressView {
  percent: number | undefined;
  text: string;
}

/**
 * The run's progress from the two sources: the browser's upload (bytes sent) until the file has left, then the
 * server's job (phase, step, lines read; bytes read against the announced size while it is still reading).
 */
export function progressView(
  upload: { sent: number; total: number } | undefined,
  job: ImportJob | undefined,
): ProgressView {
  if (job && job.phase !== 'reading') {
    const step = job.step ?? importPhaseNames[job.phase];
    return { percent: undefined, text: `${step} · ${t.progressLines(formatInteger(job.linesRead))}` };
  }
  if (job?.bytesTotal) {
    const percent = Math.min(100, Math.round((100 * job.bytesRead) / job.bytesTotal));
    return { percent, text: `${importPhaseNames.reading} · ${t.progressLines(formatInteger(job.linesRead))}` };
  }
  if (upload && upload.total > 0) {
    const percent = Math.min(100, Math.round((100 * upload.sent) / upload.total));
    return { percent, text: t.uploading(percent) };
  }
  return { percent: undefined, text: importPhaseNames.reading };
}
