import { parseRoleClaim, ROLE_CLAIM, type Role } from '@parca/contract/roles';

export type TokenPayload = Record<string, unknown> & { exp?: unknown; name?: unknown; sub?: unknown };

/** Decodes the JWT's payload (base64url JSON). No signature check: the server verifies every call. */
export function decodeToken(token: string | null | undefined): TokenPayload | null {
  if (typeof token !== 'string') return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const b64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(b64.padEnd(b64.length + ((4 - (b64.length % 4)) % 4), '='));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as TokenPayload) : null;
  } catch {
    return null;
  }
}

export const nowSeconds = () => Date.now() / 1000;

/** docs/architecture.md#session-and-route-guard: expired when the exp claim is earlier than now in seconds. A non-numeric exp counts as expired. */
export function isExpired(payload: TokenPayload, now = nowSeconds()): boolean {
  if (payload.exp === undefined) return false;
  const exp = typeof payload.exp === 'number' ? payload.exp : Number.NaN;
  return !Number.isFinite(exp) || exp < now;
}

/** The role from the long Microsoft role claim (name or number); null when missing or unknown. */
export function roleOf(payload: TokenPayload | null): Role | null {
  if (!payload || !(ROLE_CLAIM in payload)) return null;
  return parseRoleClaim(payload[ROLE_CLAIM]);
}

export interface TokenInfo {
  payload: TokenPayload;
  role: Role;
}

/** A usable token: decodes, is not expired and carries a known role under ROLE_CLAIM. */
export function readToken(token: string | null | undefined, now = nowSeconds()): TokenInfo | null {
  const payload = decodeToken(token);
  if (!payload || isExpired(payload, now)) return null;
  const role = roleOf(payload);
  return role === null ? null : { payload, role };
}
