import {
  type CreditLimitExceeded,
  creditLimitExceeded,
  ErrorCode,
  type ErrorDetail,
  type StockShortage,
  stockShortage,
  type UnavailableLine,
  unavailableLine,
} from '@parca/contract';
import type { ApiError } from '../../api/client';
import type { RefusalMarks } from './cartLines';

const isShortage = (d: ErrorDetail): d is StockShortage => stockShortage.safeParse(d).success;
const isUnavailable = (d: ErrorDetail): d is UnavailableLine => unavailableLine.safeParse(d).success;

/**
 * An order refused for its lines, as marks on the cart it was sent from: 409 INSUFFICIENT_STOCK names the short stocks,
 * 422 LINE_UNAVAILABLE the lines that cannot be ordered. Any other error is not about lines (undefined).
 */
export function refusalMarks(
  err: Pick<ApiError, 'status' | 'code' | 'details'>,
  raw: string | null,
): { kind: 'short' | 'unavailable'; marks: RefusalMarks } | undefined {
  if (err.status === 409 && err.code === ErrorCode.InsufficientStock) {
    return { kind: 'short', marks: { raw, shortages: err.details.filter(isShortage), unavailable: [] } };
  }
  if (err.status === 422 && err.code === ErrorCode.LineUnavailable) {
    return { kind: 'unavailable', marks: { raw, shortages: [], unavailable: err.details.filter(isUnavailable) } };
  }
  return undefined;
}

/** An order refused for the dealer's credit limit (409 CREDIT_LIMIT_EXCEEDED): its figures, else undefined. */
export function creditRefusal(err: Pick<ApiError, 'status' | 'code' | 'details'>): CreditLimitExceeded | undefined {
  if (err.status !== 409 || err.code !== ErrorCode.CreditLimitExceeded) return undefined;
  const figures = err.details.find((d) => creditLimitExceeded.safeParse(d).success);
  return figures as CreditLimitExceeded | undefined;
}
