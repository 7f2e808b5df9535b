import { ErrorCode } from '@parca/contract';
import { useState } from 'react';
import { ApiError } from '../api/client';

/** A random UUID; `crypto.randomUUID` exists only on HTTPS and localhost, a shop's LAN address may be plain HTTP. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Whether a failed call may have been done, or still be running, on the server: no answer (status 0), a 5xx, the
 * server's "İşleminiz sürüyor" or anything that is not an API error. Its retry must then send the same key, so the
 * server answers it with the first result instead of doing it twice. Any other 4xx is a definite refusal.
 */
export function mayHaveLanded(err: unknown): boolean {
  if (!(err instanceof ApiError)) return true;
  if (err.status === 409) return err.code === ErrorCode.IdempotencyInProgress;
  return err.status === 0 || err.status >= 500;
}

/**
 * The `Idempotency-Key`s of one form's submissions: one key per submission, the same key again while the person
 * retries the same content after a failure that may have landed, a new key after a success, a definite refusal or a
 * change of content. While one submission runs another is refused (a double click, a second Enter).
 */
export function createSubmissionKeys(makeKey: () => string = newIdempotencyKey) {
  let current: { key: string; content: string } | undefined;
  let running = false;
  const keys = {
    /** The key to send `content` with, or undefined while a submission is running. */
    start(content: unknown): string | undefined {
      if (running) return undefined;
      running = true;
      const text = JSON.stringify(content);
      if (current?.content !== text) current = { key: makeKey(), content: text };
      return current.key;
    },
    /** Ends the running submission; `error` is null or undefined after a success. */
    finish(error: unknown) {
      running = false;
      if (error == null || !mayHaveLanded(error)) current = undefined;
    },
    /** Sends `content` with its key; undefined, and nothing sent, while another submission runs. */
    async run<T>(content: unknown, send: (key: string) => Promise<T>): Promise<T | undefined> {
      const key = keys.start(content);
      if (key === undefined) return undefined;
      try {
        const result = await send(key);
        keys.finish(null);
        return result;
      } catch (err) {
        keys.finish(err);
        throw err;
      }
    },
  };
  return keys;
}

/** `createSubmissionKeys` for a component: its keys live as long as the component. */
export function useSubmissionKey() {
  const [keys] = useState(() => createSubmissionKeys());
  return keys;
}
