import { type ErrorCode as Code, ErrorCode, type ErrorDetailsOf } from '@parca/contract';

/** An error meant for the client: status, stable code, a Turkish message and the code's typed details. */
export class AppError<C extends Code = Code> extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: C,
    message: string,
    readonly details?: ErrorDetailsOf<C>,
  ) {
    super(message);
  }
}

export const unauthorized = (message = 'Oturumunuz geçersiz ya da süresi dolmuş. Lütfen yeniden giriş yapın.') =>
  new AppError(401, ErrorCode.Unauthorized, message);
export const forbidden = (message = 'Bu işlem için yetkiniz yok.') => new AppError(403, ErrorCode.Forbidden, message);
export const notFound = (message = 'Kayıt bulunamadı.') => new AppError(404, ErrorCode.NotFound, message);
export const conflict = (message: string, code: Code = ErrorCode.Conflict) => new AppError(409, code, message);
/** A 400 for a rule the schema cannot check alone, naming the field as schema errors do. */
export const invalidField = (field: string, label: string | undefined, message: string) => {
  const text = `${label ?? field}: ${message}`;
  return new AppError(400, ErrorCode.Validation, text, [{ field, message: text }]);
};
export const unprocessable = (message: string) => new AppError(422, ErrorCode.Unprocessable, message);

/** "45 saniye", "3 dakika": how long to wait, rounded up to whole minutes past a minute. */
export const waitText = (seconds: number) => (seconds < 60 ? `${seconds} saniye` : `${Math.ceil(seconds / 60)} dakika`);

/** A 429 after too many failures: its message and the answer's Retry-After header say when to try again. */
export class TooManyFailures extends AppError {
  readonly retryAfterSeconds: number;
  constructor(what: string, secondsLeft: number) {
    const seconds = Math.max(1, Math.ceil(secondsLeft));
    super(429, ErrorCode.TooManyRequests, `${what} Lütfen ${waitText(seconds)} sonra tekrar deneyin.`);
    this.retryAfterSeconds = seconds;
  }
}
