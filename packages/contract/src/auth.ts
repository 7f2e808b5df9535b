import { z } from 'zod';
import { text } from './common.ts';
import { roleValues } from './enums.ts';

export const PASSWORD_MIN_LENGTH = 8;

const email = z.string().trim().toLowerCase().pipe(z.email().max(254));
export const password = z.string().min(PASSWORD_MIN_LENGTH).max(200);
const role = z.union(roleValues.map((r) => z.literal(r)));

export const loginBody = z.object({ email, password: z.string().min(1).max(200) });
export type LoginBody = z.infer<typeof loginBody>;

export const loginResponse = z.object({ token: z.string(), name: z.string(), role });
export type LoginResponse = z.infer<typeof loginResponse>;

export const whoamiResponse = z.object({ id: z.number().int(), email: z.string(), name: z.string(), role });
export type WhoamiResponse = z.infer<typeof whoamiResponse>;

export const createDefaultUserBody = z.object({ name: text().trim().min(2).max(120), email, password });
export type CreateDefaultUserBody = z.infer<typeof createDefaultUserBody>;

/** Public: tells the login page whether to offer the first-admin form. */
export const firstUserStatus = z.object({ needsFirstUser: z.boolean() });
export type FirstUserStatus = z.infer<typeof firstUserStatus>;
