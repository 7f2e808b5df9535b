import type { NamedRoute, RouteBody, RouteDef, RouteOutput, RouteParams, RouteQuery } from '@parca/contract';
import type {
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import type { TokenService } from './tokens.ts';

/** The /api scope every module registers its routes on, typed by the zod schemas. */
export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * What app.ts hands every module's routes. `soleServer`: no other server process uses the database (PGlite, whose data
 * directory one process holds), so whatever a server left unfinished in it at a start is abandoned. `mailConfigured`:
 * this process sends mail (SMTP_URL).
 */
export type Deps = { db: Db; tokens: TokenService; soleServer: boolean; mailConfigured: boolean };

export type RouteRequest<R extends RouteDef> = FastifyRequest<{
  Params: RouteParams<R>;
  Querystring: RouteQuery<R>;
  Body: RouteBody<R>;
}>;

/**
 * Answers a route: the declared answer (sent with the route's status), or the reply itself when the handler sent
 * something of its own (bytes from a cache, a 304).
 */
export type RouteHandler<R extends RouteDef> = (
  request: RouteRequest<R>,
  reply: FastifyReply,
) => Promise<RouteOutput<R> | FastifyReply> | RouteOutput<R> | FastifyReply;

/** A handler, or one with route options of the server's own (e.g. reading the catalogue version with the session). */
export type RouteImplementation<R extends RouteDef> =
  | RouteHandler<R>
  | { config: Omit<FastifyContextConfig, 'access'>; handle: RouteHandler<R> };

/** Every route of an area needs its implementation, and nothing else can be registered (the compiler checks both). */
export type AreaImplementation<A extends Record<string, NamedRoute>> = { [K in keyof A]: RouteImplementation<A[K]> };

/**
 * Registers an area's routes from the contract's table: path, method, access, validation of params, query and body,
 * the answer's schema (which the serializer enforces) and the OpenAPI entry all come from the one declaration.
 */
export function serveArea<A extends Record<string, NamedRoute>>(
  api: Api,
  area: A,
  implementation: AreaImplementation<A>,
) {
  for (const key of Object.keys(area) as (keyof A & string)[]) {
    const route = area[key];
    const entry = implementation[key] as RouteImplementation<RouteDef>;
    const handle = typeof entry === 'function' ? entry : entry.handle;
    const extraConfig = typeof entry === 'function' ? {} : entry.config;
    api.route({
      method: route.method,
      url: route.path,
      config: { ...extraConfig, access: route.access },
      schema: {
        tags: [route.area],
        summary: route.summary,
        operationId: `${route.area}.${route.operation}`,
        ...(route.params ? { params: route.params } : {}),
        ...(route.query ? { querystring: route.query } : {}),
        ...(route.headers ? { headers: route.headers } : {}),
        ...(route.body === 'multipart'
          ? { consumes: ['multipart/form-data'] }
          : route.body
            ? { body: route.body }
            : {}),
        ...(route.response ? { response: { [route.status]: route.response } } : {}),
      },
      handler: async (request, reply) => {
        const answer: unknown = await handle(request as RouteRequest<RouteDef>, reply);
        // Fastify's reply is a thenable: an async handler that returns it resolves to what the reply's `then` gives
        // (undefined, once it is sent), not to the reply. What the handler sent itself must not be sent again.
        if (answer === reply || reply.sent) return reply;
        if (route.status === 204) return reply.status(204).send();
        return reply.status(route.status).send(answer);
      },
    });
  }
}
