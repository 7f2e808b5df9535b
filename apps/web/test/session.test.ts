import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../src/api/queryClient';
import { clearSession, getSession, onSessionChange, saveSession } from '../src/auth/session';
import { tokenWith } from './helpers';

/** An in-memory localStorage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const token = tokenWith('Admin', Date.now() / 1000 + 3600);

beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('session changes', () => {
  it('tells listeners about a saved login and a cleared session, until they unsubscribe', () => {
    const listener = vi.fn();
    const stop = onSessionChange(listener);
    expect(saveSession(token, 'Ayşe Yılmaz')).toMatchObject({ name: 'Ayşe Yılmaz' });
    expect(getSession()?.name).toBe('Ayşe Yılmaz');
    clearSession();
    expect(getSession()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    clearSession();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("empties the data cache, so the next user never sees the previous user's answers", () => {
    queryClient.setQueryData(['products', 'list'], { items: [] });
    saveSession(token, 'Ayşe Yılmaz');
    expect(queryClient.getQueryData(['products', 'list'])).toBeUndefined();

    queryClient.setQueryData(['catalog', 'dashboard'], { brands: [] });
    clearSession();
    expect(queryClient.getQueryData(['catalog', 'dashboard'])).toBeUndefined();
  });
});
