import type { Dashboard } from '@parca/contract';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../src/auth/session';
import {
  parseRecentModels,
  RECENT_MODELS_LIMIT,
  readRecentModels,
  recentModelsKeyOf,
  recordRecentModel,
  resolveRecentModels,
  withVisit,
} from '../src/pages/favourites/recentModels';
import { signedOutMemoryStorage } from './cartFixtures';
import { tokenWith } from './helpers';

const exp = Date.now() / 1000 + 3600;
const signIn = (sub: string) => expect(saveSession(tokenWith(3, exp, { sub }), 'Bayi')).not.toBeNull();

describe('the recent models list', () => {
  it('puts a visit first, once, and keeps the last eight', () => {
    expect(withVisit([], 5)).toEqual([5]);
    expect(withVisit([3, 5, 7], 5)).toEqual([5, 3, 7]);
    const full = [1, 2, 3, 4, 5, 6, 7, 8];
    expect(withVisit(full, 9)).toEqual([9, 1, 2, 3, 4, 5, 6, 7]);
    expect(withVisit(full, 8)).toEqual([8, 1, 2, 3, 4, 5, 6, 7]);
    expect(RECENT_MODELS_LIMIT).toBe(8);
  });

  it('reads only an array of positive whole numbers from storage, without repeats', () => {
    expect(parseRecentModels(null)).toEqual([]);
    expect(parseRecentModels('bozuk')).toEqual([]);
    expect(parseRecentModels('{"a":1}')).toEqual([]);
    expect(parseRecentModels('[3, "4", 0, -1, 2.5, 3, 6]')).toEqual([3, 6]);
    expect(parseRecentModels(JSON.stringify([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]))).toHaveLength(8);
  });

  it('names the ids from the browse tree in their order; a model no longer there is left out', () => {
    const tree: Dashboard = {
      brands: [
        {
          id: 1,
          name: 'Apple',
          productCount: 3,
          series: [
            {
              id: 10,
              name: 'iPhone 13 Serisi',
              productCount: 3,
              models: [
                { id: 100, name: 'iPhone 13', productCount: 2 },
                { id: 101, name: 'iPhone 13 Pro', productCount: 1 },
              ],
            },
          ],
        },
      ],
    };
    expect(resolveRecentModels([101, 999, 100], tree)).toEqual([
      { id: 101, name: 'iPhone 13 Pro', seriesName: 'iPhone 13 Serisi', brandName: 'Apple', productCount: 1 },
      { id: 100, name: 'iPhone 13', seriesName: 'iPhone 13 Serisi', brandName: 'Apple', productCount: 2 },
    ]);
  });
});

describe('kept per signed-in person in this browser', () => {
  const storage = signedOutMemoryStorage();

  it('records nothing without a session; each person sees only their own list, newest first', () => {
    recordRecentModel(1);
    expect(readRecentModels()).toEqual([]);
    signIn('7');
    recordRecentModel(1);
    recordRecentModel(2);
    expect(readRecentModels()).toEqual([2, 1]);
    expect(storage().getItem(recentModelsKeyOf('7'))).toBe('[2,1]');
    signIn('9');
    expect(readRecentModels()).toEqual([]);
    recordRecentModel(3);
    signIn('7');
    expect(readRecentModels()).toEqual([2, 1]);
  });

  it('a storage that refuses writes keeps the old list and throws nothing', () => {
    signIn('7');
    recordRecentModel(1);
    vi.spyOn(storage(), 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => recordRecentModel(2)).not.toThrow();
    expect(readRecentModels()).toEqual([1]);
  });
});
