import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type ErrorBody, ErrorCode, labelAt } from '@parca/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type DatabaseFailure, databaseFailure } from '../db/errors.ts';
import { AppError, TooManyFailures } from './errors.ts';

/** Fastify's own client errors, answered in Turkish with their status kept. */
const fastifyClientErrors: Record<string, { message: string; code: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { message: 'İstek gövdesi izin verilen boyutu aşıyor.', code: ErrorCode.PayloadTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { message: 'Desteklenmeyen içerik türü.', code: ErrorCode.Validation },
  FST_ERR_CTP_EMPTY_JSON_BODY: { message: 'İstek gövdesi boş olamaz.', code: ErrorCode.Validation },
  FST_ERR_CTP_INVALID_JSON_BODY: { message: 'İstek gövdesi geçerli JSON değil.', code: ErrorCode.Validation },
};

/** Database failures that reached the handler: the request may well succeed when tried again, so never a 500. */
const databaseAnswers: Record<DatabaseFailure, { status: number; body: ErrorBody; retryAfter?: string }> = {
  unavailable: {
    status: 503,
    body: {
      message: 'Veritabanına şu an ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.',
      code: ErrorCode.ServiceUnavailable,
    },
    retryAfter: '5',
  },
  busy: {
    status: 503,
    body: {
      message: 'Kayıtlar şu an başka bir işlem tarafından kullanılıyor. Lütfen biraz sonra tekrar deneyin.',
      code: ErrorCode.ServiceUnavailable,
    },
    retryAfter: '1',
  },
  conflict: {
    status: 409,
    body: {
      message: 'İşlem aynı anda yapılan başka bir işlemle çakıştı. Lütfen tekrar deneyin.',
      code: ErrorCode.Conflict,
    },
  },
};

/**
 * Every error leaves as `{ message, code, details? }` (docs/architecture.md#error-envelope). Validation errors name the field in Turkish; a lost
 * database connection is a 503 and a deadlock a 409 (docs/architecture.md#concurrency-and-failure); anything unexpected is logged and answered with a generic 500, never a stack trace.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { message: error.message, code: error.code };
      if (error.details) body.details = error.details;
      if (error instanceof TooManyFailures) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The failing part's schema names the field (its label is zod metadata in the contract).
      const part = error.validationContext as 'body' | 'querystring' | 'params' | undefined;
      const schema = part ? (request.routeOptions.schema?.[part] as z.ZodType | undefined) : undefined;
      const details = error.validation.map((v) => {
        const path = v.instancePath.split('/').filter(Boolean);
        const field = path.join('.') || error.validationContext || '';
        return { field, message: `${labelAt(schema, path)}: ${v.message}` };
      });
      const body: ErrorBody = {
        message: details[0]?.message ?? 'Geçersiz istek.',
        code: ErrorCode.Validation,
        details,
      };
      return reply.status(400).send(body);
    }
    // The client went away mid-request (its connection reset, or cut off at the request timeout): its "aborted" is
    // no lost database, and there is nobody left to answer.
    if (request.raw.destroyed) {
      request.log.info({ err: error }, 'request aborted by the client');
      return reply.status(400).send({ message: 'İstek yarıda kesildi.', code: ErrorCode.Validation });
    }
    const failure = databaseFailure(error);
    if (failure) {
      // The pool drops the broken connection and opens a new one for the next request: no restart needed.
      request.log.warn({ err: error }, `database ${failure}`);
      const answer = databaseAnswers[failure];
      if (answer.retryAfter) reply.header('Retry-After', answer.retryAfter);
      return reply.status(answer.status).send(answer.body);
    }
    const known = error.code ? fastifyClientErrors[error.code] : undefined;
    const status = error.statusCode ?? 500;
    if (known || (status >= 400 && status < 500)) {
      const body: ErrorBody = known ?? { message: 'Geçersiz istek.', code: ErrorCode.Validation };
      return reply.status(status).send(body);
    }
    request.log.error({ err: error }, 'unhandled error');
    const body: ErrorBody = {
      message: 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.',
      code: ErrorCode.Internal,
    };
    return reply.status(500).send(body);
  });
}

/**
 * What the router refuses before any hook or the error handler runs (Fastify's `frameworkErrors`): a URL that does not
 * decode ("%E0%A4%A") or a path segment over 100 characters. Answered in the same shape, without echoing the URL.
 */
export function sendFrameworkError(error: FastifyError, reply: FastifyReply) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const body: ErrorBody = {
    message: tooLong ? 'İstek adresi çok uzun.' : 'İstek adresi geçersiz.',
    code: ErrorCode.Validation,
  };
  // The router answers before any hook runs, so the API's no-store (app.ts) is set here.
  reply
    .status(tooLong ? 414 : 400)
    .header('Cache-Control', 'no-store')
    .send(body);
}

/** The request line and headers together (Node's default, set in app.ts so the documented limit is ours). */
export const MAX_HEADER_BYTES = 16 * 1024;

/** What Node's HTTP parser refuses before Fastify sees a request, answered like the rest of the API. */
const connectionErrors: Record<string, { status: number; body: ErrorBody }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    body: {
      message: `İstek başlıkları ya da adres çok uzun (en fazla ${MAX_HEADER_BYTES / 1024} KB).`,
      code: ErrorCode.Validation,
    },
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    body: {
      message: 'İstek zamanında tamamlanmadı: bağlantı çok yavaş ya da kesildi. Lütfen tekrar deneyin.',
      code: ErrorCode.RequestTimeout,
    },
  },
};
const badRequest = { status: 400, body: { message: 'İstek okunamadı.', code: ErrorCode.Validation } };

/**
 * Fastify's `clientErrorHandler`: a request too large or too slow for the HTTP parser (headers or URL over 16 KB, a
 * body still arriving at the request timeout, a malformed request) is answered in Turkish in the API's shape, and the
 * connection is closed, as Node does. Nothing is written on a connection whose own answer has begun.
 */
export function sendClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // Node's own check (its default handler's): an answer already under way on this connection, e.g. an import refused
  // while its upload still trickles in, must not be followed by a second one.
  const answering = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
  if (!socket.writable || answering) {
    socket.destroy();
    return;
  }
  const { status, body } = (error.code && connectionErrors[error.code]) || badRequest;
  const json = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(json)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${json}`,
  );
}
