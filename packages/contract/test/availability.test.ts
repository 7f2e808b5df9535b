import { describe, expect, it } from 'vitest';
import { availabilityOf, DEFAULT_LOW_STOCK_THRESHOLD } from '../src/index.ts';

describe('availability (what a dealer is told)', () => {
  it('is out at 0 or less, low from 1 up to the threshold, in stock above it', () => {
    for (const threshold of [1, 5, 12, 1000]) {
      expect(availabilityOf(0, threshold)).toBe('out');
      expect(availabilityOf(-3, threshold)).toBe('out');
      expect(availabilityOf(1, threshold)).toBe('low');
      expect(availabilityOf(threshold, threshold)).toBe('low');
      expect(availabilityOf(threshold + 1, threshold)).toBe('in');
    }
  });

  it('never says "Son N adet" with a threshold of 0', () => {
    expect(availabilityOf(0, 0)).toBe('out');
    expect(availabilityOf(1, 0)).toBe('in');
  });

  it('starts with a threshold of 5, as the settings column does', () => {
    expect(DEFAULT_LOW_STOCK_THRESHOLD).toBe(5);
    expect(availabilityOf(5, DEFAULT_LOW_STOCK_THRESHOLD)).toBe('low');
    expect(availabilityOf(6, DEFAULT_LOW_STOCK_THRESHOLD)).toBe('in');
  });
});
