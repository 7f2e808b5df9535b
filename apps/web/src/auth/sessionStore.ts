/**
 * The session kept in localStorage, without React: the static sign-in page (src/signin) stores a login with it and
 * the app reads it (session.ts adds the hook).
 */
import type { Role } from '@parca/contract/roles';
import { isExpired, readToken, type TokenPayload } from './token';

/** localStorage keys of the session (docs/architecture.md#browser-storage). */
export const SESSION_KEYS = { token: 'token', name: 'name', role: 'role' } as const;

export interface Session {
  token: string;
  name: string;
  role: Role;
  /** The signed-in user's id (the token's `sub`), or null when the token carries none. */
  userId: string | null;
}

/** The token's `sub` as text (the server writes the user's id), else null. */
function userIdOf(payload: Record<string, unknown>): string | null {
  const sub = payload.sub;
  return (typeof sub === 'string' && sub !== '') || typeof sub === 'number' ? String(sub) : null;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export const getToken = (): string | null => storage()?.getItem(SESSION_KEYS.token) ?? null;

const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/** Stores a fresh login. The role comes from the token's role claim; the answer's role is the fallback. */
export function saveSession(token: string, name: string, fallbackRole?: Role): Session | null {
  const s = storage();
  const info = readToken(token);
  const role = info?.role ?? fallbackRole;
  if (!s || role === undefined) return null;
  s.setItem(SESSION_KEYS.token, token);
  s.setItem(SESSION_KEYS.name, name);
  s.setItem(SESSION_KEYS.role, String(role));
  cached = undefined;
  emit();
  return { token, name, role, userId: info ? userIdOf(info.payload) : null };
}

export function clearSession(): void {
  const s = storage();
  if (s) for (const key of Object.values(SESSION_KEYS)) s.removeItem(key);
  cached = undefined;
  emit();
}

/** The session of the stored token, with the token's payload decoded once (every cart row reads the session). */
let cached: { token: string | null; session: Session | null; payload: TokenPayload | null } | undefined;

/** The current valid session (token decodes, not expired, has the role claim), else null. */
export function getSession(): Session | null {
  const token = getToken();
  if (cached && cached.token === token) {
    // re-check expiry on every read; the token text alone does not change when it expires
    if (cached.payload && isExpired(cached.payload)) cached = undefined;
    else return cached.session;
  }
  const info = readToken(token);
  const session: Session | null =
    token && info
      ? {
          token,
          name:
            storage()?.getItem(SESSION_KEYS.name) ?? (typeof info.payload.name === 'string' ? info.payload.name : ''),
          role: info.role,
          userId: userIdOf(info.payload),
        }
      : null;
  cached = { token, session, payload: session ? (info?.payload ?? null) : null };
  return session;
}

/** Calls `listener` after a login is saved or the session cleared, in this tab or another; returns the unsubscribe. */
export function onSessionChange(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || (Object.values(SESSION_KEYS) as string[]).includes(e.key)) {
      cached = undefined;
      listener();
    }
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}
