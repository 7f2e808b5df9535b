import { z } from 'zod';

/**
 * Writes a person may send twice (placing an order, recording a payment) take an `Idempotency-Key` (docs/domain.md#idempotent-writes): the
 * client makes one per submission (a UUID) and sends it again when it retries; the server keeps the first answer for
 * 24 hours and answers a repeat with it, marked by `Idempotent-Replayed: true`.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_KEY_MAX = 100;

/** 1–100 printable ASCII characters (0x21–0x7E): no spaces, no control or non-ASCII characters. */
export const idempotencyKey = z
  .string()
  .regex(/^[\x21-\x7E]{1,100}$/, {
    message: `1–${IDEMPOTENCY_KEY_MAX} karakter olmalı; yalnızca boşluksuz ASCII harf, rakam ve işaretler kullanılabilir`,
  })
  .meta({
    title: IDEMPOTENCY_KEY_HEADER,
    description:
      'İsteğe bağlı. Her gönderim için yeni bir anahtar (ör. UUID); yeniden denemede aynısı gönderilir. Aynı anahtar ' +
      've aynı istek 24 saat içinde ilk cevabı (Idempotent-Replayed: true) alır; başka bir istekle 422, ilk istek ' +
      'sürerken 409.',
  });

/** The headers of a write that takes an `Idempotency-Key` (lower case: Node's names of the request's headers). */
export const idempotentWriteHeaders = z.object({ 'idempotency-key': idempotencyKey.optional() });

/** The request options' headers that send `key`. */
export const idempotencyHeaders = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: key });
