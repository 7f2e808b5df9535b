import crypto from 'node:crypto';
import { type CreatedUser, type UserCreate, usersApi } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { injectRoute, type TestApp } from './helpers.ts';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A user created by the admin through the API (so their search keys are stored), with their set-password token. */
export async function createUserViaApi(
  t: TestApp,
  adminHeaders: Record<string, string>,
  fields: Partial<UserCreate> = {},
): Promise<CreatedUser> {
  const body: UserCreate = {
    email: `bayi-${crypto.randomBytes(4).toString('hex')}@example.com`,
    name: 'Yeni Bayi',
    role: 3,
    ...fields,
  };
  const res = await injectRoute(t, usersApi.createUser, { body }, adminHeaders);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** Makes a link look as if its 72 hours had passed. */
export async function expireLink(t: TestApp, linkId: number) {
  await t.db.execute(sql`update user_links set expires_at = now() - interval '1 minute' where id = ${linkId}`);
}

/** The error of an answer, for one-line checks: status, code and Turkish message. */
export const errorOf = (res: { statusCode: number; json(): { code?: string; message?: string } }) => ({
  status: res.statusCode,
  code: res.json().code,
  message: res.json().message,
});
