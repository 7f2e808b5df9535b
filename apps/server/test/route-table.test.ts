import { type NamedRoute, Role, routeTable } from '@parca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectRoute, signIn, type TestApp } from './helpers.ts';

type OpenApiOperation = { operationId?: string; summary?: string; tags?: string[]; security?: unknown[] };
const allRoutes: NamedRoute[] = Object.values(routeTable).flatMap((area) => Object.values(area) as NamedRoute[]);
/** `/models/:id` as OpenAPI writes it: `/api/models/{id}`. */
const openApiPath = (path: string) => `/api${path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
const forbidden = { message: 'Bu işlem için yetkiniz yok.', code: 'FORBIDDEN' };

describe('the route table is the API', () => {
  let t: TestApp;
  let operations: Map<string, OpenApiOperation>;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    const { headers } = await signIn(t, Role.Admin);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json', headers })).json() as {
      paths: Record<string, Record<string, OpenApiOperation>>;
    };
    operations = new Map(
      Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as const),
      ),
    );
  });
  afterAll(() => t.close());

  it('declares each method and path once', () => {
    const keys = allRoutes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('the running server serves exactly the routes of the table, with their names, summaries and areas', () => {
    const expected = new Map(allRoutes.map((r) => [`${r.method} ${openApiPath(r.path)}`, r]));
    expect([...operations.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [key, route] of expected) {
      const op = operations.get(key);
      expect(op?.operationId, key).toBe(`${route.area}.${route.operation}`);
      expect(op?.summary, key).toBe(route.summary);
      expect(op?.tags, key).toEqual([route.area]);
    }
  });

  it('documents public routes as needing no token, and only those', () => {
    for (const route of allRoutes) {
      const op = operations.get(`${route.method} ${openApiPath(route.path)}`);
      expect(op?.security, route.operation).toEqual(route.access === 'public' ? [] : undefined);
    }
  });

  it('enforces the declared access on every route: 401 without a token, 403 for a dealer on admin routes', async () => {
    const dealer = await signIn(t, 3);
    // Logging out ends the dealer's session: it goes last.
    const logoutLast = [...allRoutes].sort(
      (a, b) => Number(a.path === '/auth/logout') - Number(b.path === '/auth/logout'),
    );
    for (const route of logoutLast) {
      if (route.access === 'public') continue;
      const input = { params: { id: 1, file: 'x' }, body: {} } as never;
      const anonymous = await injectRoute(t, route, input);
      expect(anonymous.statusCode, `${route.method} ${route.path}`).toBe(401);
      expect(anonymous.json().code, `${route.method} ${route.path}`).toBe('UNAUTHORIZED');
      const asDealer = await injectRoute(t, route, input, dealer.headers);
      if (route.access === 'admin') {
        expect(asDealer.statusCode, `${route.method} ${route.path}`).toBe(403);
        expect(asDealer.json(), `${route.method} ${route.path}`).toEqual(forbidden);
      } else expect(asDealer.statusCode, `${route.method} ${route.path}`).not.toBe(403);
    }
  });
});
