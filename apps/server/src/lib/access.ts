import { type Access, queryId, Role } from '@parca/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Db, query } from '../db/client.ts';
import { modelPageVersionSql } from '../modules/catalog/page-version.ts';
import { forbidden, unauthorized } from './errors.ts';
import type { TokenService } from './tokens.ts';

export type AuthUser = { id: number; name: string; role: Role; sessionId: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * The route answers a model page from its cache: read the page's version (the catalogue version and the model's
     * stock stamp, for the model in the `id` path parameter) in the same round trip as the session.
     */
    readsModelPageVersion?: boolean;
  }
  interface FastifyRequest {
    user?: AuthUser;
    /** `<catalogue version>.<model stock stamp>` when the route reads it (see readsModelPageVersion). */
    modelPageVersion?: string;
  }
}

/** The model id of the path, when it is one (the route's own validation answers a bad one with 400 afterwards). */
function modelIdOf(value: unknown): number | undefined {
  const parsed = queryId.safeParse(value);
  return parsed.success ? parsed.data : undefined;
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
    if (access === 'public') return;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) throw unauthorized('Bu işlem için giriş yapmalısınız.');
    const claims = await tokens.verify(token);
    if (!claims) throw unauthorized();
    const modelId = request.routeOptions.config.readsModelPageVersion
      ? modelIdOf((request.params as { id?: unknown }).id)
      : undefined;
    const withVersion = modelId === undefined ? sql`` : sql`, ${modelPageVersionSql(modelId)} as "modelPageVersion"`;
    const [row] = await query<{ id: number; name: string; role: number; modelPageVersion?: string }>(
      db,
      sql`
      select u.id, u.name, u.role ${withVersion}
      from sessions s join users u on u.id = s.user_id
      where s.id = ${claims.sessionId} and s.user_id = ${claims.userId} and s.expires_at > now() and u.active`,
    );
    if (!row) throw unauthorized();
    request.user = { id: row.id, name: row.name, role: row.role as Role, sessionId: claims.sessionId };
    request.modelPageVersion = row.modelPageVersion;
    if (access === 'admin' && row.role !== Role.Admin) throw forbidden();
  });
}
