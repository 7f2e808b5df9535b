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
  Internal: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const errorDetail = z.object({ field: z.string(), message: z.string() });
export type ErrorDetail = z.infer<typeof errorDetail>;

export const errorBody = z.object({
  message: z.string(),
  code: z.string(),
  details: z.array(errorDetail).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
