import type { Method, NamedRoute } from '@parca/contract';

/**
 * What the browser needs of a route of the contract (docs/architecture.md#the-clients-route-table): its method and path,
 * its area and operation (the seed's errors name them), and the body fields the client checks before sending. The
 * route's zod schemas are not here: the types come from the contract's route `R`, carried as a type only.
 */
export interface ClientRoute<R extends NamedRoute = NamedRoute> {
  readonly method: Method;
  readonly path: string;
  readonly area: string;
  readonly operation: string;
  /** docs/architecture.md#client-calls: the ids the body must carry (the schema requires them). */
  readonly requiredBody: readonly string[];
  /** Never set: names the contract's route for the compiler. */
  readonly contract?: R;
}

/** One route as routes.ts writes it: method, path and, when there are any, the body's required ids. */
type RouteLine = readonly [Method, string] | readonly [Method, string, readonly string[]];

/** An area's routes for the browser; every operation of the contract's area `A` must be listed, and only those. */
export function clientArea<A extends Record<string, NamedRoute>>(
  area: string,
  lines: { readonly [K in keyof A]: RouteLine },
): { readonly [K in keyof A]: ClientRoute<A[K]> } {
  const routes: Record<string, ClientRoute> = {};
  for (const [operation, [method, path, requiredBody = []]] of Object.entries<RouteLine>(lines)) {
    routes[operation] = { method, path, area, operation, requiredBody };
  }
  return routes as { readonly [K in keyof A]: ClientRoute<A[K]> };
}
