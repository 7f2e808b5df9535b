import { Role, settingsApi, usersApi } from '@parca/contract';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase, injectRoute, signIn, useApiSuite } from './helpers.ts';

describeEachDatabase('my terms', (target) => {
  const { t, admin, dealer } = useApiSuite(target);
  const myTerms = (headers: Record<string, string>) => injectRoute(t, usersApi.getMyTerms, {}, headers);

  describe('access', () => {
    it('answers 401 without a token or with a token that is not one', async () => {
      expect((await injectRoute(t, usersApi.getMyTerms, {})).statusCode).toBe(401);
      const res = await injectRoute(t, usersApi.getMyTerms, {}, { authorization: 'Bearer kötü' });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBeDefined();
    });

    it('answers 401 to a dealer whose access was turned off', async () => {
      const gone = await signIn(t, Role.Kullanici);
      await injectRoute(
        t,
        usersApi.updateUser,
        { params: { id: gone.user.id }, body: { active: false } },
        admin.headers,
      );
      expect((await myTerms(gone.headers)).statusCode).toBe(401);
    });
  });

  it("gives a dealer their own discount and the shop's KDV rate and low-stock threshold", async () => {
    const first = await myTerms(dealer.headers);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      discountPercent: 0,
      priceRules: { group: [], own: [] },
      kdvPercent: 20,
      lowStockThreshold: 5,
    });

    const other = await signIn(t, Role.Kullanici);
    const update = (id: number, discountPercent: number) =>
      injectRoute(t, usersApi.updateUser, { params: { id }, body: { discountPercent } }, admin.headers);
    expect((await update(dealer.user.id, 5.5)).statusCode).toBe(200);
    expect((await update(other.user.id, 12.25)).statusCode).toBe(200);
    const settings = { body: { kdvPercent: 18, lowStockThreshold: 8 } };
    expect((await injectRoute(t, settingsApi.updateSettings, settings, admin.headers)).statusCode).toBe(200);
    try {
      // each reads their own discount, never another dealer's
      expect((await myTerms(dealer.headers)).json()).toEqual({
        discountPercent: 5.5,
        priceRules: { group: [], own: [{ target: 'all', targetId: null, discountPercent: 5.5 }] },
        kdvPercent: 18,
        lowStockThreshold: 8,
      });
      expect((await myTerms(other.headers)).json()).toEqual({
        discountPercent: 12.25,
        priceRules: { group: [], own: [{ target: 'all', targetId: null, discountPercent: 12.25 }] },
        kdvPercent: 18,
        lowStockThreshold: 8,
      });
      // an admin reads theirs too (the same screens, e.g. the model page's dealer view)
      expect((await myTerms(admin.headers)).json()).toEqual({
        discountPercent: 0,
        priceRules: { group: [], own: [] },
        kdvPercent: 18,
        lowStockThreshold: 8,
      });
    } finally {
      await update(dealer.user.id, 0);
      await injectRoute(
        t,
        settingsApi.updateSettings,
        { body: { kdvPercent: 20, lowStockThreshold: 5 } },
        admin.headers,
      );
    }
  });
});
