import { ErrorCode } from '@parca/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/api/client';
import { createSubmissionKeys, mayHaveLanded, newIdempotencyKey } from '../src/ui/useSubmissionKey';

const numbered = () => {
  let n = 0;
  return () => `key-${++n}`;
};
const order = { lines: [{ productVariantId: 7, quantity: 2 }] };

describe('submission keys (Idempotency-Key per submission)', () => {
  it('refuses a second submission while one runs: a double click sends once', () => {
    const keys = createSubmissionKeys(numbered());
    expect(keys.start(order)).toBe('key-1');
    expect(keys.start(order)).toBeUndefined();
    keys.finish(null);
    expect(keys.start(order)).toBe('key-2');
  });

  it('sends the same key again after a failure that may have landed: no answer, 5xx, "İşleminiz sürüyor"', () => {
    const keys = createSubmissionKeys(numbered());
    for (const failure of [
      new ApiError(0, 'NETWORK_ERROR'),
      new ApiError(503, ErrorCode.ServiceUnavailable, 'Veritabanına şu an ulaşılamıyor.'),
      new ApiError(409, ErrorCode.IdempotencyInProgress, 'İşleminiz sürüyor.'),
      new TypeError('Failed to fetch'),
    ]) {
      expect(keys.start(order)).toBe('key-1');
      keys.finish(failure);
    }
  });

  it('makes a new key after a success, a definite refusal or a change of content', () => {
    const keys = createSubmissionKeys(numbered());
    expect(keys.start(order)).toBe('key-1');
    keys.finish(new ApiError(409, ErrorCode.InsufficientStock, 'Stok yetersiz'));
    expect(keys.start(order)).toBe('key-2');
    keys.finish(new ApiError(0, 'NETWORK_ERROR'));
    expect(keys.start({ lines: [{ productVariantId: 7, quantity: 3 }] })).toBe('key-3');
    keys.finish(undefined);
    expect(keys.start(order)).toBe('key-4');
  });

  it('run sends with the key, keeps it for a retry after an unsure failure, and skips a call while one runs', async () => {
    const keys = createSubmissionKeys(numbered());
    const sent: string[] = [];
    const failing = (key: string) => {
      sent.push(key);
      return Promise.reject(new ApiError(0, 'NETWORK_ERROR'));
    };
    await expect(keys.run(order, failing)).rejects.toThrow(ApiError);
    let release = () => {};
    const slow = keys.run(order, (key) => {
      sent.push(key);
      return new Promise<string>((resolve) => {
        release = () => resolve('T-2026-000001');
      });
    });
    expect(await keys.run(order, failing)).toBeUndefined();
    release();
    expect(await slow).toBe('T-2026-000001');
    expect(sent).toEqual(['key-1', 'key-1']);
  });

  it('tells the refusals from the failures that may have landed', () => {
    expect(mayHaveLanded(new ApiError(422, ErrorCode.IdempotencyKeyReused))).toBe(false);
    expect(mayHaveLanded(new ApiError(400, ErrorCode.Validation))).toBe(false);
    expect(mayHaveLanded(new ApiError(409, ErrorCode.CreditLimitExceeded))).toBe(false);
    expect(mayHaveLanded(new ApiError(500, ErrorCode.Internal))).toBe(true);
  });

  it('makes UUIDs a server takes as a key', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});
