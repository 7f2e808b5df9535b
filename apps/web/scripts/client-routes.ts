/**
 * `npm run routes`: writes src/api/routes.ts, the contract's route table as the browser needs it, without the zod
 * schemas (docs/architecture.md#the-clients-route-table). test/clientRoutes.test.ts fails while the file is not what
 * this writes, so a route added to the contract is one command away from the client.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type NamedRoute, routeTable } from '@parca/contract';

/** docs/architecture.md#client-calls: the names a call must not be missing (in its path or body). */
const requiredNames = new Set([
  'id',
  'guid',
  'token',
  'productId',
  'variantId',
  'stockId',
  'productVariantId',
  'image',
]);

/** Body fields of the route's schema that the rule above covers and the schema requires. */
function requiredBodyNames(route: NamedRoute): string[] {
  const shape = typeof route.body === 'object' ? (route.body as { shape?: Record<string, unknown> }).shape : undefined;
  if (!shape) return [];
  return Object.entries(shape)
    .filter(
      ([name, field]) =>
        requiredNames.has(name) &&
        !(field as { safeParse(v: unknown): { success: boolean } }).safeParse(undefined).success,
    )
    .map(([name]) => name);
}

const quote = (text: string) => `'${text}'`;

function routeLine(operation: string, route: NamedRoute): string {
  const required = requiredBodyNames(route);
  const parts = [quote(route.method), quote(route.path)];
  if (required.length > 0) parts.push(`[${required.map(quote).join(', ')}]`);
  return `  ${operation}: [${parts.join(', ')}],`;
}

/** The text of src/api/routes.ts. */
export function clientRoutesSource(): string {
  const areas = Object.entries(routeTable).map(([area, routes]) => {
    const lines = Object.entries(routes as Record<string, NamedRoute>).map(([operation, route]) =>
      routeLine(operation, route),
    );
    const name = `${area}Api`;
    return `export const ${name} = clientArea<RouteTable['${area}']>('${area}', {\n${lines.join('\n')}\n});\n`;
  });
  return [
    "// Written by `npm run routes` (apps/web/scripts/client-routes.ts) from the contract's route table: do not edit.",
    '// docs/architecture.md#the-clients-route-table',
    "import type { RouteTable } from '@parca/contract';",
    "import { clientArea } from './clientRoute';",
    '',
    areas.join('\n'),
  ].join('\n');
}

export const clientRoutesFile = path.resolve(import.meta.dirname, '../src/api/routes.ts');

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  fs.writeFileSync(clientRoutesFile, clientRoutesSource());
  console.log(`wrote ${path.relative(process.cwd(), clientRoutesFile)}`);
}
