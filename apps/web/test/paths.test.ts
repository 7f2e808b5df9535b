import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paths } from '../src/paths';
import { readOrderStatus } from '../src/ui/paging';

// the router builds a browser router when imported: its source is read instead
const routerSource = readFileSync(new URL('../src/router.tsx', import.meta.url), 'utf8');

describe('the table of paths', () => {
  it('declares every route of the router, and the router reads its patterns from it', () => {
    // a line `admin(P.x, …)`, or `{ ...signedIn(P.x, …), kit: true }` for a page drawn with the kit
    const declared = [
      ...routerSource.matchAll(/^\s*(?:\{\s*)?(?:\.\.\.)?(?:anyone|signedIn|admin)\(\s*([^,]+),/gm),
    ].map((m) => m[1].trim());
    expect(declared.filter((p) => p !== "'*'").sort()).toEqual(
      Object.keys(paths.pattern)
        .map((k) => `P.${k}`)
        .sort(),
    );
  });

  it('builds the addresses the pages link to', () => {
    expect(paths.adminOrder('SP-2026-000123')).toBe('/admin/orders?search=SP-2026-000123');
    expect(paths.adminOrders({ dealer: 7 })).toBe('/admin/orders?dealer=7');
    expect(paths.adminOrders()).toBe('/admin/orders');
    expect(paths.myOrders({ order: 12 })).toBe('/my-orders?order=12');
    expect(paths.myOrders({ status: 1 })).toBe('/my-orders?status=1');
    expect(paths.modelProducts(5)).toBe('/model-products/5');
    expect(paths.adminUser(3)).toBe('/admin/users/3');
    expect(paths.login()).toBe('/login');
    expect(new URLSearchParams(paths.login({ from: '/my-orders?order=1' }).split('?')[1]).get('from')).toBe(
      '/my-orders?order=1',
    );
    expect(paths.passwordLink('new', 'a/b')).toBe('/newUser/newPassword/a%2Fb');
    expect(paths.passwordLink('forgot', 'x')).toBe('/users/forgotPassword/x');
  });

  it("reads an orders list's status the same way for the admin and the dealer", () => {
    expect(readOrderStatus('1')).toBe(1);
    expect(readOrderStatus('01')).toBeUndefined();
    expect(readOrderStatus('9')).toBeUndefined();
    expect(readOrderStatus(null)).toBeUndefined();
  });
});
