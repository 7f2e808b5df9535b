import type { ImportJob, ImportResult } from '@parca/contract';
import { describe, expect, it } from 'vitest';
import { newJobId, progressView } from '../src/pages/imports/importLogic';
import { errorsOfDetails, previewCounts, previewEntries } from '../src/pages/imports/previewLogic';

const row = (line: number, action: 'create' | 'update' | 'skip') => ({
  line,
  action,
  target: `K${line}`,
  name: 'Ürün',
  before: null,
  after: null,
  note: null,
});
const result: Pick<ImportResult, 'rows' | 'errors' | 'moreErrors'> = {
  rows: [row(2, 'create'), row(4, 'update'), row(5, 'skip')],
  errors: [{ line: 3, column: 'Fiyat USD', message: 'Bir sayı olmalıdır' }],
  moreErrors: 2,
};

describe('import preview', () => {
  it('lists the good and bad lines in line order, the error with its column', () => {
    const all = previewEntries(result, 'all');
    expect(all.map((e) => [e.line, e.action])).toEqual([
      [2, 'create'],
      [3, 'error'],
      [4, 'update'],
      [5, 'skip'],
    ]);
    expect(all[1].note).toBe('Fiyat USD: Bir sayı olmalıdır');
  });

  it('filters by action and by error, and counts each filter', () => {
    expect(previewEntries(result, 'update').map((e) => e.line)).toEqual([4]);
    expect(previewEntries(result, 'error').map((e) => e.line)).toEqual([3]);
    expect(previewEntries(result, 'delete')).toEqual([]);
    expect(previewCounts(result)).toEqual({ all: 6, create: 1, update: 1, delete: 0, skip: 1, error: 3 });
  });

  it("reads a real run's 400 details as line errors", () => {
    expect(
      errorsOfDetails([
        { field: 'line.12.Fiyat USD', message: 'Bir sayı olmalıdır' },
        { field: 'line.0', message: 'Stok Kodu sütunu yok' },
        { field: 'file', message: 'x' },
      ]),
    ).toEqual([
      { line: 12, column: 'Fiyat USD', message: 'Bir sayı olmalıdır' },
      { line: 0, column: null, message: 'Stok Kodu sütunu yok' },
    ]);
  });
});

describe('import progress', () => {
  const job = (over: Partial<ImportJob>): ImportJob => ({
    id: 'x',
    kind: 'add-products',
    dryRun: true,
    phase: 'reading',
    step: null,
    bytesRead: 0,
    bytesTotal: null,
    linesRead: 0,
    startedAt: '',
    updatedAt: '',
    finishedAt: null,
    result: null,
    error: null,
    ...over,
  });

  it('shows the upload, then the server reading, then its step', () => {
    expect(progressView({ sent: 50, total: 200 }, undefined)).toEqual({ percent: 25, text: 'Dosya gönderiliyor: %25' });
    expect(progressView(undefined, job({ bytesRead: 30, bytesTotal: 40, linesRead: 1200 })).percent).toBe(75);
    expect(progressView(undefined, job({ phase: 'applying', step: 'Ürünler yazılıyor', linesRead: 1200 }))).toEqual({
      percent: undefined,
      text: 'Ürünler yazılıyor · 1.200 satır okundu',
    });
  });

  it('chooses a version-4 UUID the contract accepts', () => {
    expect(newJobId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
