import { describe, expect, it } from 'vitest';
import { lookupState } from '../src/ui/lookupState';

const query = (data: unknown, isFetching: boolean, isError: boolean) => ({ data, isFetching, isError });

describe('lookupState', () => {
  it('is loading while the first request runs', () => {
    expect(lookupState(query(undefined, true, false))).toEqual({ loading: true });
  });

  it('is an error when the request failed with nothing to show', () => {
    expect(lookupState(query(undefined, false, true))).toEqual({ loading: false, status: 'error' });
  });

  it('is loading again while a failed request is retried', () => {
    expect(lookupState(query(undefined, true, true))).toEqual({ loading: true });
  });

  it('stays plain once the list arrived, even empty or when a background refresh fails', () => {
    expect(lookupState(query([{ id: 1 }], false, false))).toEqual({ loading: false });
    expect(lookupState(query([], false, false))).toEqual({ loading: false });
    expect(lookupState(query([{ id: 1 }], true, false))).toEqual({ loading: false });
    expect(lookupState(query([{ id: 1 }], false, true))).toEqual({ loading: false });
  });
});
