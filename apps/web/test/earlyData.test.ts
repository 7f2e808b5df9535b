import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeEarlyResponse } from '../src/api/earlyData';

const holder = globalThis as { parcaEarlyGet?: { url: string; response: Promise<Response> } };
const answer = Promise.resolve(new Response('{"model":{}}'));

describe("index.html's early read of the page's data", () => {
  afterEach(() => {
    holder.parcaEarlyGet = undefined;
    vi.restoreAllMocks();
  });

  it('goes to the first GET of its address, once', () => {
    holder.parcaEarlyGet = { url: '/api/models/18', response: answer };
    expect(takeEarlyResponse('/api/models/19')).toBeUndefined();
    expect(takeEarlyResponse('/api/models/18')).toBe(answer);
    expect(takeEarlyResponse('/api/models/18')).toBeUndefined();
  });

  it('is left alone after the first seconds of the page: a later read asks the server again', () => {
    holder.parcaEarlyGet = { url: '/api/models/18', response: answer };
    vi.spyOn(performance, 'now').mockReturnValue(60_000);
    expect(takeEarlyResponse('/api/models/18')).toBeUndefined();
    expect(holder.parcaEarlyGet).toBeUndefined();
  });

  it('is nothing when index.html asked for nothing', () => {
    expect(takeEarlyResponse('/api/models/18')).toBeUndefined();
  });
});
