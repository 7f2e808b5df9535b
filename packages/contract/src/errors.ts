import { z } from 'zod';

/** Stable machine-readable error codes; `message` is for people, in Turkish. */
export const ErrorCode = {
  Validation: 'VALIDATION_ERROR',
  Unauthorized: 'UNAUTHORIZED',
  InvalidCredentials: 'INVALID_CREDENTIALS',
  UserInactive: 'USER_INACTIVE',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  Duplicate: 'DUPLICATE',
  InUse: 'IN_USE',
  InsufficientStock: 'INSUFFICIENT_STOCK',
  AlreadyInitialised: 'ALREADY_INITIALISED',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  TooManyRequests: 'TOO_MANY_REQUESTS',
  Unprocessable: 'UNPROCESSABLE',
  UnsupportedImage: 'UNSUPPORTED_IMAGE',
  ServiceUnavailable: 'SERVICE_UNAVAILABLE',
  Internal: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** A field a 400 names: its path in the request and a Turkish message for the person who filled it in. */
export const fieldError = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldError>;

/** A stock that cannot give what was asked (orders, returns, bulk updates): read by the cart to mark its lines. */
export const stockShortage = z.object({
  stockId: z.number().int(),
  stockCode: z.string(),
  requested: z.number().int(),
  available: z.number().int(),
});
export type StockShortage = z.infer<typeof stockShortage>;

/** What `details` holds, by error code; other codes may name the fields they are about. */
export type ErrorDetailsByCode = {
  [ErrorCode.InsufficientStock]: StockShortage[];
};
export type ErrorDetailsOf<C extends string> = C extends keyof ErrorDetailsByCode
  ? ErrorDetailsByCode[C]
  : FieldError[];
export type ErrorDetail = FieldError | StockShortage;

export const errorBody = z.object({
  message: z.string(),
  code: z.string(),
  details: z.array(z.union([fieldError, stockShortage])).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
