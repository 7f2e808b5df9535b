import { describe, expect, it } from 'vitest';
import { formatMs, formatScore, median, renderTable } from '../bench/report';

describe('bench:web figures', () => {
  it('median: the middle value, the mean of the two middle ones, NaN for none', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('formatMs: milliseconds under a second, seconds above, a dash for a failed measure', () => {
    expect(formatMs(85.4)).toBe('85 ms');
    expect(formatMs(1234)).toBe('1.23 s');
    expect(formatMs(Number.NaN)).toBe('—');
  });

  it('formatScore: Lighthouse 0–1 as 0–100, a dash when missing', () => {
    expect(formatScore(0.954)).toBe('95');
    expect(formatScore(null)).toBe('—');
    expect(formatScore(undefined)).toBe('—');
  });

  it('renderTable: aligned columns, a rule under the header, empty cells left blank', () => {
    const table = renderTable([
      { measure: 'search', before: '1.80 s', today: '20 ms', target: '≤ 100 ms', baseline: '0.8–1.0 s' },
      { measure: 'Lighthouse accessibility /', today: '88', target: '≥ 95' },
    ]);
    expect(table.split('\n')).toEqual([
      'measure                    | before | today | target   | issue baseline',
      '---------------------------|--------|-------|----------|---------------',
      'search                     | 1.80 s | 20 ms | ≤ 100 ms | 0.8–1.0 s',
      'Lighthouse accessibility / |        | 88    | ≥ 95',
    ]);
  });
});
