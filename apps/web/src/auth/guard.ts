import { Role } from '@parca/contract/roles';
import { paths } from '../paths';
import { readToken } from './token';

/**
 * Route access levels, carried by each route as `handle: { access }`.
 * - public: always passes
 * - auth: needs a valid token (present, not expired, with the role claim)
 * - admin: like auth, and the role must be Admin (or numeric 1)
 */
export type Access = 'public' | 'auth' | 'admin';

export type GuardDecision = 'pass' | typeof paths.pattern.login | typeof paths.pattern.access;

/** Pure decision of the route guard (docs/architecture.md#session-and-route-guard). */
export function guardDecision(access: Access, token: string | null | undefined, now?: number): GuardDecision {
  if (access === 'public') return 'pass';
  const info = readToken(token, now);
  if (!info) return paths.pattern.login;
  if (access === 'admin' && info.role !== Role.Admin) return paths.pattern.access;
  return 'pass';
}

/**
 * Opens the sign-in page by a document load: the server answers `/login` with the static sign-in page, not with the
 * app (docs/architecture.md#the-sign-in-page). Replaces the current entry, as a redirect does.
 */
export function openSignInPage(address: string = paths.login()): void {
  window.location.replace(address);
}

/** Only same-site paths are followed after login (no open redirects). */
export function safeRedirectPath(from: string | null | undefined): string {
  if (!from?.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return '/';
  if (from === paths.pattern.login || from.startsWith(`${paths.pattern.login}?`)) return paths.home;
  return from;
}

/** What each route carries in `handle`: its access level and, optionally, its page title. */
export interface RouteHandle {
  access: Access;
  title?: string;
}
