import type { DolarKuruResponse } from '@parca/contract';
import { toNumber } from '@parca/contract';
import { useSyncExternalStore } from 'react';
import { errorMessage } from '../../api/client';
import { getDolarKuru, putDolarKuru } from '../../api/rates';
import { rates } from './messages';

export interface DolarKuruState {
  /** The rate; 0 when never set or not numeric (docs/architecture.md#client-calls). */
  dolarKuru: number;
  updatedAt: string | null;
  loading: boolean;
  /** True once a fetch or an update has succeeded. */
  loaded: boolean;
  /** The last failure's message (docs/architecture.md#client-calls), cleared by the next success. */
  error: string | null;
}

export interface DolarKuruNetwork {
  get: () => Promise<DolarKuruResponse>;
  put: (value: number) => Promise<DolarKuruResponse>;
}

export type DolarKuruStore = ReturnType<typeof createDolarKuruStore>;

/** The dollar-rate store shared by the footer, the home page and the rate page (docs/architecture.md#client-calls). */
export function createDolarKuruStore(network: DolarKuruNetwork) {
  let state: DolarKuruState = { dolarKuru: 0, updatedAt: null, loading: false, loaded: false, error: null };
  const listeners = new Set<() => void>();
  // bumps on every update so a slower fetch started before it cannot overwrite the newer value
  let version = 0;
  let lastSuccess = 0;

  const set = (patch: Partial<DolarKuruState>) => {
    state = { ...state, ...patch };
    for (const l of listeners) l();
  };

  // tolerates a bare number as the answer too (the seed only names `dolarKuru`)
  const apply = (res: DolarKuruResponse | number | undefined) => {
    const body = typeof res === 'object' && res !== null ? res : { dolarKuru: res, updatedAt: state.updatedAt };
    return {
      dolarKuru: toNumber(body.dolarKuru),
      updatedAt: typeof body.updatedAt === 'string' ? body.updatedAt : null,
      loaded: true,
      error: null,
    };
  };

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    /** Loads the rate. On failure the previous rate is kept and the error stored; it does not throw. */
    async fetch(): Promise<void> {
      const started = version;
      set({ loading: true });
      try {
        const res = await network.get();
        lastSuccess = Date.now();
        if (started === version) set({ ...apply(res), loading: false });
        else set({ loading: false });
      } catch (err) {
        set({ loading: false, error: errorMessage(err, rates.fetchFailed) });
      }
    },

    /** Fetches again when the last successful read is older than `maxAgeMs` (or failed, or never happened). */
    refreshIfStale(maxAgeMs: number): Promise<void> {
      return Date.now() - lastSuccess > maxAgeMs || state.error ? this.fetch() : Promise.resolve();
    },

    /** Takes a rate another call answered with (TCMB's fetch), as if this store had read it. */
    accept(res: DolarKuruResponse) {
      version++;
      lastSuccess = Date.now();
      set({ ...apply(res), loading: false });
    },

    /** Saves a new rate. On failure the error is stored and rethrown to the caller. */
    async update(value: number): Promise<number> {
      version++;
      set({ loading: true });
      try {
        const res = await network.put(value);
        lastSuccess = Date.now();
        set({ ...apply(res), loading: false });
        return state.dolarKuru;
      } catch (err) {
        set({ loading: false, error: errorMessage(err, rates.updateFailed) });
        throw err;
      }
    },
  };
}

export const dolarKuruStore = createDolarKuruStore({ get: getDolarKuru, put: putDolarKuru });

export function useDolarKuru(store: DolarKuruStore = dolarKuruStore): DolarKuruState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
