import fs from 'node:fs';
import { type NamedRoute, routeTable } from '@parca/contract';
import { describe, expect, it } from 'vitest';
import { clientRoutesFile, clientRoutesSource } from '../scripts/client-routes';
import * as clientRoutes from '../src/api/routes';

describe("the client's route table (docs/architecture.md#the-clients-route-table)", () => {
  it('is what `npm run routes` writes from the contract today', () => {
    expect(fs.readFileSync(clientRoutesFile, 'utf8'), 'src/api/routes.ts is out of date: npm run routes').toBe(
      clientRoutesSource(),
    );
  });

  it("has every route of the contract with its method, path, area and operation, and the body's required ids", () => {
    const table = clientRoutes as unknown as Record<string, Record<string, { [key: string]: unknown }>>;
    for (const [area, routes] of Object.entries(routeTable)) {
      for (const [operation, route] of Object.entries(routes as Record<string, NamedRoute>)) {
        const client = table[`${area}Api`][operation];
        expect(client, `${area}.${operation}`).toMatchObject({
          method: route.method,
          path: route.path,
          area: route.area,
          operation: route.operation,
        });
      }
    }
    expect(table.catalogApi.updateBrand.requiredBody).toEqual(['id']);
    expect(table.productsApi.changeProductVariantStock.requiredBody).toEqual(['productVariantId', 'stockId']);
    expect(table.catalogApi.getBrands.requiredBody).toEqual([]);
  });
});
