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
