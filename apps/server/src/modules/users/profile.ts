import { ErrorCode, toCents, type userUpdate } from '@parca/contract';
import type { z } from 'zod';
import { uniqueViolation } from '../../db/errors.ts';
import type { users } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';

/** What a create or an update sent, as the contract parsed it (e-mail lower-cased, phone and city normalised). */
export type ProfileInput = z.output<typeof userUpdate>;

/** The columns of the fields sent: a field left out stays as it is; null clears it (no credit limit, no phone). */
export function profileColumns(body: ProfileInput): Partial<typeof users.$inferInsert> {
  const columns: Partial<typeof users.$inferInsert> = {
    email: body.email,
    name: body.name,
    company: body.companyName,
    phone: body.phone,
    taxOffice: body.taxOffice,
    taxNumber: body.taxNumber,
    address: body.address,
    city: body.city,
    role: body.role,
    active: body.active,
    discountPercent: body.discountPercent,
    creditLimitCents:
      body.creditLimitUsd === undefined || body.creditLimitUsd === null
        ? body.creditLimitUsd
        : toCents(body.creditLimitUsd),
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/** The e-mail is another user's (the schema stores it lower-cased, so any letter case): 409 naming the field. */
export function duplicateEmail(err: unknown): AppError | undefined {
  if (uniqueViolation(err) !== 'users_email_key') return undefined;
  const message = 'Bu e-posta adresi başka bir kullanıcıda kayıtlı.';
  return new AppError(409, ErrorCode.Duplicate, message, [{ field: 'email', message }]);
}
