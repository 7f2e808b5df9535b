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
  /** A quantity set by hand no longer matches the stock: an order (or another person) changed it meanwhile. */
  QuantityChanged: 'QUANTITY_CHANGED',
  /** An order line names a product variant that cannot be ordered (unknown, passive, not sold from stock). */
  LineUnavailable: 'LINE_UNAVAILABLE',
  /** The order is no longer in the status the action needs (another admin confirmed it, the dealer cancelled…). */
  OrderStatusConflict: 'ORDER_STATUS_CONFLICT',
  /** No dollar rate has been set: orders cannot be priced in TRY. */
  RateMissing: 'RATE_MISSING',
  /** The order would take the dealer past their credit limit (risk limiti): balance + pending orders + this order. */
  CreditLimitExceeded: 'CREDIT_LIMIT_EXCEEDED',
  /** The last active admin cannot be demoted or deactivated: nobody could run the shop any more. */
  LastAdmin: 'LAST_ADMIN',
  /** A password link that was used, re-issued, deleted or has expired (410). */
  LinkGone: 'LINK_GONE',
  /** A temp user who has already set their password is no longer a temp user (409). */
  AlreadyActivated: 'ALREADY_ACTIVATED',
  AlreadyInitialised: 'ALREADY_INITIALISED',
  /** An `Idempotency-Key` already used for another request (another body or route) within 24 hours (422). */
  IdempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  /** The request that first sent this `Idempotency-Key` is still running (409): send the same key again shortly. */
  IdempotencyInProgress: 'IDEMPOTENCY_IN_PROGRESS',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  /** The request did not arrive whole within the server's request timeout (408). */
  RequestTimeout: 'REQUEST_TIMEOUT',
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

/** A quantity set by hand against a stock that changed meanwhile: what the person saw and what it is now. */
export const quantityChanged = z.object({
  stockId: z.number().int(),
  expectedQuantity: z.number().int(),
  currentQuantity: z.number().int(),
});
export type QuantityChanged = z.infer<typeof quantityChanged>;

/** An order line that cannot be ordered, by its product variant and the reason (see `lineProblem`). */
export const unavailableLine = z.object({
  productVariantId: z.number().int(),
  problem: z.enum(['unknown', 'passive', 'no_stock']),
  /** The product and variant, when the product variant exists. */
  name: z.string().nullable(),
});
export type UnavailableLine = z.infer<typeof unavailableLine>;

/** The three figures a credit-limit refusal shows against the limit, in USD cents. */
export const creditLimitExceeded = z.object({
  limitCents: z.number().int(),
  balanceCents: z.number().int(),
  pendingCents: z.number().int(),
  orderCents: z.number().int(),
  /** What the dealer may still order: limit − balance − pending (may be below 0). */
  availableCents: z.number().int(),
});
export type CreditLimitExceeded = z.infer<typeof creditLimitExceeded>;

/** What `details` holds, by error code; other codes may name the fields they are about. */
export type ErrorDetailsByCode = {
  [ErrorCode.InsufficientStock]: StockShortage[];
  [ErrorCode.QuantityChanged]: QuantityChanged[];
  [ErrorCode.LineUnavailable]: UnavailableLine[];
  [ErrorCode.CreditLimitExceeded]: CreditLimitExceeded[];
};
export type ErrorDetailsOf<C extends string> = C extends keyof ErrorDetailsByCode
  ? ErrorDetailsByCode[C]
  : FieldError[];
export type ErrorDetail = FieldError | StockShortage | QuantityChanged | UnavailableLine | CreditLimitExceeded;

export const errorBody = z.object({
  message: z.string(),
  code: z.string(),
  details: z
    .array(z.union([fieldError, stockShortage, quantityChanged, unavailableLine, creditLimitExceeded]))
    .optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
