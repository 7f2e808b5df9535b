import { type Access, Role } from '@parca/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Db, query } from '../db/client.ts';
import { forbidden, unauthorized } from './errors.ts';
import type { TokenService } from './tokens.ts';

export type AuthUser = { id: number; name: string; role: Role; sessionId: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * A text value the route wants read in the same round trip as the session (the model page reads its cache's
     * version so), as an SQL expression for this request; undefined reads nothing. The answer is `request.readWithSession`.
     */
    readWithSession?: (request: FastifyRequest) => SQL | undefined;
    /**
     * A caller the route lets in by a rule of its own before any session check (the metrics' scraper token); it then
     * has no `request.user`. Anyone else passes the route's `access` as usual.
     */
    admitsWithoutSession?: (request: FastifyRequest) => boolean;
  }
  interface FastifyRequest {
    user?: AuthUser;
    /** What the route's `readWithSession` read, as text. */
    readWithSession?: string;
  }
}

/** The signed-in user of a route that is not public (the hook has already checked). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * Checks every non-public route of the given scope: signature and expiry of the token, that its session still
 * exists and its user is active (so logout and deactivation revoke at once), and the role for admin routes.
 * The role is read from the database, not the token, so a changed role applies on the next call.
 */
export function registerAccessHook(scope: FastifyInstance, db: Db, tokens: TokenService) {
  scope.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access ?? 'signedIn';
    if (access === 'public' || request.routeOptions.config.admitsWithoutSession?.(request)) return;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) throw unauthorized('Bu işlem için giriş yapmalısınız.');
    const claims = await tokens.verify(token);
    if (!claims) throw unauthorized();
    const extra = request.routeOptions.config.readWithSession?.(request);
    const withExtra = extra === undefined ? sql`` : sql`, (${extra})::text as "readWithSession"`;
    const [row] = await query<{ id: number; name: string; role: number; readWithSession?: string }>(
      db,
      sql`
      select u.id, u.name, u.role ${withExtra}
      from sessions s join users u on u.id = s.user_id
      where s.id = ${claims.sessionId} and s.user_id = ${claims.userId} and s.expires_at > now() and u.active`,
    );
    if (!row) throw unauthorized();
    request.user = { id: row.id, name: row.name, role: row.role as Role, sessionId: claims.sessionId };
    request.readWithSession = row.readWithSession;
    if (access === 'admin' && row.role !== Role.Admin) throw forbidden();
  });
}
