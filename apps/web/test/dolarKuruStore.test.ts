import type { DolarKuruResponse } from '@parca/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/api/client';
import { createDolarKuruStore } from '../src/pages/rates/dolarKuruStore';

const ok = (dolarKuru: unknown, updatedAt: string | null = '2026-11-21T11:05:00.000Z') =>
  Promise.resolve({ dolarKuru, updatedAt } as DolarKuruResponse);

function storeWith(
  get: () => Promise<DolarKuruResponse>,
  put: (v: number) => Promise<DolarKuruResponse> = () => ok(1),
) {
  return createDolarKuruStore({ get, put });
}

describe('dolarKuruStore.fetch', () => {
  it('stores the rate and clears the error', async () => {
    const store = storeWith(() => ok(42.15));
    await store.fetch();
    expect(store.getState()).toMatchObject({ dolarKuru: 42.15, loaded: true, loading: false, error: null });
  });

  it('uses 0 when the rate is not numeric', async () => {
    const store = storeWith(() => ok('abc'));
    await store.fetch();
    expect(store.getState().dolarKuru).toBe(0);
  });

  it("on failure keeps the previous rate and stores the server's message", async () => {
    const get = vi.fn<() => Promise<DolarKuruResponse>>().mockImplementationOnce(() => ok(40));
    const store = storeWith(get);
    await store.fetch();
    get.mockRejectedValueOnce(new ApiError(503, 'X', 'Kur servisi bakımda'));
    await expect(store.fetch()).resolves.toBeUndefined();
    expect(store.getState()).toMatchObject({ dolarKuru: 40, error: 'Kur servisi bakımda', loading: false });
  });

  it("falls back to the error's message, then to 'Dolar kuru alınırken hata oluştu'", async () => {
    const a = storeWith(() => Promise.reject(new Error('ağ hatası')));
    await a.fetch();
    expect(a.getState().error).toBe('ağ hatası');

    const b = storeWith(() => Promise.reject({}));
    await b.fetch();
    expect(b.getState().error).toBe('Dolar kuru alınırken hata oluştu');

    const c = storeWith(() => Promise.reject(new Error('')));
    await c.fetch();
    expect(c.getState().error).toBe('Dolar kuru alınırken hata oluştu');
  });

  it('reads the server message from other client error shapes too', async () => {
    const store = storeWith(() => Promise.reject({ error: { message: 'Oturum gerekli' }, message: 'Http failure' }));
    await store.fetch();
    expect(store.getState().error).toBe('Oturum gerekli');
  });

  it('notifies subscribers', async () => {
    const store = storeWith(() => ok(1));
    const listener = vi.fn();
    const off = store.subscribe(listener);
    await store.fetch();
    expect(listener).toHaveBeenCalled();
    off();
  });
});

describe('dolarKuruStore.update', () => {
  it('stores the new rate for every reader at once', async () => {
    const store = storeWith(
      () => ok(40),
      (v) => ok(v),
    );
    await store.fetch();
    await expect(store.update(43.5)).resolves.toBe(43.5);
    expect(store.getState()).toMatchObject({ dolarKuru: 43.5, error: null });
  });

  it('on failure stores the error, keeps the rate and rethrows the same error', async () => {
    const failure = new ApiError(400, 'VALIDATION_ERROR', 'Dolar kuru: 0 olamaz');
    const store = storeWith(
      () => ok(40),
      () => Promise.reject(failure),
    );
    await store.fetch();
    await expect(store.update(0)).rejects.toBe(failure);
    expect(store.getState()).toMatchObject({ dolarKuru: 40, error: 'Dolar kuru: 0 olamaz', loading: false });
  });

  it("falls back to 'Dolar kuru güncellenirken hata oluştu'", async () => {
    const store = storeWith(
      () => ok(40),
      () => Promise.reject(null),
    );
    await expect(store.update(41)).rejects.toBeNull();
    expect(store.getState().error).toBe('Dolar kuru güncellenirken hata oluştu');
  });

  it('is not overwritten by a slower fetch that started before it', async () => {
    let release: (v: DolarKuruResponse) => void = () => {};
    const store = storeWith(
      () =>
        new Promise<DolarKuruResponse>((r) => {
          release = r;
        }),
      (v) => ok(v),
    );
    const pending = store.fetch();
    await store.update(50);
    release({ dolarKuru: 40, updatedAt: null });
    await pending;
    expect(store.getState().dolarKuru).toBe(50);
  });
});

describe('dolarKuruStore.refreshIfStale', () => {
  it('fetches only when the last read is old or failed', async () => {
    const get = vi.fn(() => ok(40));
    const store = storeWith(get);
    await store.refreshIfStale(60_000);
    expect(get).toHaveBeenCalledTimes(1);
    await store.refreshIfStale(60_000);
    expect(get).toHaveBeenCalledTimes(1);
    await store.refreshIfStale(-1);
    expect(get).toHaveBeenCalledTimes(2);
  });
});

describe('dolarKuruStore.accept', () => {
  it("takes TCMB's rate at once, and a read started before cannot put the old one back", async () => {
    let answer: (res: DolarKuruResponse) => void = () => {};
    const store = storeWith(() => new Promise((resolve) => (answer = resolve)));
    const slowRead = store.fetch();
    store.accept({ dolarKuru: 42.4545, updatedAt: '2026-11-27T12:45:00.000Z' });
    expect(store.getState()).toMatchObject({ dolarKuru: 42.4545, loaded: true, error: null });
    answer({ dolarKuru: 42.315, updatedAt: '2026-11-26T12:45:00.000Z' });
    await slowRead;
    expect(store.getState()).toMatchObject({ dolarKuru: 42.4545, updatedAt: '2026-11-27T12:45:00.000Z' });
  });
});
