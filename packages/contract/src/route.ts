import type { z } from 'zod';

/** Who may call a route; the server checks it on every call, the client is never trusted. */
export type Access = 'public' | 'signedIn' | 'admin';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One route of the API, declared once (docs/architecture.md#one-area-in-three-places): the server registers it, the web client and the tests call it,
 * and the OpenAPI document is generated from it. `path` is relative to `/api` in Fastify's syntax (`/models/:id`).
 */
export interface RouteDef {
  method: Method;
  path: string;
  access: Access;
  /** Turkish, for the OpenAPI document. */
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /**
   * Request headers the route reads, by their lower-case names (as Node hands them over): validated like the body
   * (a bad value is a 400 naming the header) and documented in the OpenAPI. Callers send them as request options.
   */
  headers?: z.ZodType;
  /** A JSON body, or `'multipart'` for a form upload (its fields are checked by the route's own schema). */
  body?: z.ZodType | 'multipart';
  /** The success status and its JSON answer; `null` for no content (204) or bytes that are not JSON (images). */
  status: 200 | 201 | 204;
  response: z.ZodType | null;
}

/** A route of an area, stamped with its area and operation name (the seed's errors name the operation). */
export type NamedRoute<R extends RouteDef = RouteDef> = R & { area: string; operation: string };

/** Declares the routes of one area; each route learns its area and operation name from its key. */
export function defineArea<const A extends Record<string, RouteDef>>(
  area: string,
  routes: A,
): { [K in keyof A]: NamedRoute<A[K]> } {
  const named: Record<string, NamedRoute> = {};
  for (const [operation, route] of Object.entries(routes)) named[operation] = { ...route, area, operation };
  return named as { [K in keyof A]: NamedRoute<A[K]> };
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** Path parameters travel as text; numbers are accepted for convenience and sent as decimals. */
export type ParamsInput<R extends RouteDef> = { [K in keyof In<R['params']>]: string | number | null | undefined };
/** Query values as the caller has them; numbers and booleans are sent as text. */
export type QueryInput<R extends RouteDef> = {
  [K in keyof In<R['query']>]?: In<R['query']>[K] | number | boolean | null;
};
/** A multipart form as the browser's FormData (the contract compiles without DOM types). */
export interface MultipartForm {
  append(name: string, value: unknown): void;
}
export type BodyInput<R extends RouteDef> = R['body'] extends 'multipart' ? MultipartForm : In<R['body']>;

/** What a caller passes: only the parts the route declares. */
export type RouteInput<R extends RouteDef> = (R['params'] extends z.ZodType ? { params: ParamsInput<R> } : unknown) &
  (R['query'] extends z.ZodType ? { query?: QueryInput<R> } : unknown) &
  (R['body'] extends z.ZodType | 'multipart' ? { body: BodyInput<R> } : unknown);

/** What the server's handler receives after validation. */
export type RouteParams<R extends RouteDef> = Out<R['params']>;
export type RouteQuery<R extends RouteDef> = Out<R['query']>;
export type RouteBody<R extends RouteDef> = R['body'] extends z.ZodType ? z.output<R['body']> : undefined;

/** The success answer. */
// biome-ignore lint/suspicious/noConfusingVoidType: the handler of a no-content route returns nothing
export type RouteOutput<R extends RouteDef> = R['response'] extends z.ZodType ? z.output<R['response']> : void;

/** True when the route takes no input at all (the caller may omit it). */
export type NoInput<R extends RouteDef> = R['params'] extends z.ZodType
  ? false
  : R['body'] extends z.ZodType | 'multipart'
    ? false
    : true;

/** `/models/:id` + `{ id: 7 }` → `/models/7`; parameters are URI-encoded. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

/** The path parameters a route's path names, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
}
