/**
 * The sign-in page's two calls without the app's API client: that client reads the contract's route table, whose
 * zod schemas are most of what the sign-in page must not download. The addresses and answers are the contract's
 * (`authApi.login`, `usersApi.firstUserStatus`); test/signin.test.ts holds them to it, and the server validates the
 * body as for any other client.
 */
import type { LoginBody, LoginResponse } from '@parca/contract';
import { msg } from '../messages';

export const SIGN_IN_URL = '/api/auth/login';
export const FIRST_USER_STATUS_URL = '/api/users/first/status';

export type SignInAnswer =
  | ({ ok: true } & LoginResponse)
  | { ok: false; status: number; message: string; details: unknown[] };

/** The API's error body (`{ message, code, details? }`) as far as this page reads it. */
const errorOf = (status: number, body: unknown): SignInAnswer => {
  const b = (typeof body === 'object' && body !== null ? body : {}) as { message?: unknown; details?: unknown };
  const fallback = status === 0 ? msg.errors.network : (msg.errors.byStatus[status] ?? '');
  return {
    ok: false,
    status,
    message: typeof b.message === 'string' && b.message ? b.message : fallback,
    details: Array.isArray(b.details) ? b.details : [],
  };
};

export async function signInRequest(body: LoginBody): Promise<SignInAnswer> {
  let res: Response;
  try {
    res = await fetch(SIGN_IN_URL, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return errorOf(0, null);
  }
  const answer: unknown = await res.json().catch(() => null);
  if (!res.ok) return errorOf(res.status, answer);
  const a = (answer ?? {}) as Partial<LoginResponse>;
  if (typeof a.token !== 'string' || typeof a.name !== 'string') return errorOf(res.status, null);
  return { ok: true, token: a.token, name: a.name, role: a.role as LoginResponse['role'] };
}

/** The field errors of a 400 (`details: [{ field, message }]`), each without the "Label: " its text starts with. */
export function fieldErrorsOf(details: unknown[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const d of details) {
    const { field, message } = (d ?? {}) as { field?: unknown; message?: unknown };
    if (typeof field === 'string' && typeof message === 'string' && !(field in out)) {
      out[field] = message.replace(/^[^:]+:\s*/, '');
    }
  }
  return out;
}
