import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentToasts, holdToasts, releaseToasts, toast } from '../src/ui/kit/toast';

const shown = () => currentToasts().map((t) => `${t.kind}:${t.text}`);

describe('toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('shows a notice for 3 s, or as long as asked', () => {
    toast.success('Sepete eklendi');
    toast.info('Sepetiniz birleştirildi', 8);
    expect(shown()).toEqual(['success:Sepete eklendi', 'info:Sepetiniz birleştirildi']);
    vi.advanceTimersByTime(2_999);
    expect(shown()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual(['info:Sepetiniz birleştirildi']);
    vi.advanceTimersByTime(5_000);
    expect(shown()).toEqual([]);
  });

  it('keeps every toast while the pointer rests on one, then each for the time it had left', () => {
    toast.success('Sepete eklendi');
    vi.advanceTimersByTime(2_000);
    toast.error('Stok yetersiz', 5);
    holdToasts();
    vi.advanceTimersByTime(60_000);
    expect(shown()).toEqual(['success:Sepete eklendi', 'error:Stok yetersiz']);
    releaseToasts();
    vi.advanceTimersByTime(999);
    expect(shown()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual(['error:Stok yetersiz']);
    vi.advanceTimersByTime(3_999);
    expect(shown()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it('a toast shown while held waits its whole time from the release', () => {
    holdToasts();
    toast.info('Sepetiniz birleştirildi');
    vi.advanceTimersByTime(10_000);
    releaseToasts();
    vi.advanceTimersByTime(2_999);
    expect(shown()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it('lets them go when a burst pushes out the toast the pointer was on', () => {
    toast.success('Sepete eklendi');
    holdToasts();
    for (let i = 1; i <= 5; i++) toast.warning(`uyarı ${i}`);
    expect(shown()).toHaveLength(5);
    vi.advanceTimersByTime(3_000);
    expect(shown()).toEqual([]);
    releaseToasts();
  });

  it('keeps the five newest when a burst comes', () => {
    for (let i = 1; i <= 7; i++) toast.warning(`uyarı ${i}`);
    expect(shown()).toEqual([3, 4, 5, 6, 7].map((i) => `warning:uyarı ${i}`));
  });
});
